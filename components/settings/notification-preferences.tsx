"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import type { ResultOf } from "@/lib/http/operation";
import * as notifications from "@/lib/notifications/operations";
import { call, type CallInput } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

type Preferences = ResultOf<typeof notifications.getNotificationPreferences>;
type Change = CallInput<typeof notifications.updateNotificationPreferences>["body"];
const preferencesKey = operationKey(notifications.getNotificationPreferences);

const TITLES: Record<Preferences["items"][number]["kind"], string> = {
  welcome: "Welcome",
  ticket_reply: "Support replies",
  agent_approval: "Agent proposals",
  sync_failed: "Failed syncs",
  payment_failed: "Failed payments",
  new_reviews: "New reviews",
  release_update: "Review and release of a version",
};

/** One switch per kind and channel; each change is saved at once. */
export function NotificationPreferences() {
  const queryClient = useQueryClient();
  const preferences = useOperation(notifications.getNotificationPreferences, {});
  const apply = (change: Change) =>
    queryClient.setQueryData<Preferences>(preferencesKey, (current) =>
      current ? { items: current.items.map((item) => (item.kind === change.kind ? { ...item, ...change } : item)) } : current,
    );
  const update = useMutation({
    mutationFn: ({ change }: { change: Change; previous?: Preferences }) =>
      call(notifications.updateNotificationPreferences, { body: change }),
    // A refetch in flight must not move the switch back (nor revert to what it read before).
    onMutate: async ({ change }) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey }, { revert: false });
      apply(change);
    },
    onError: (_error, { previous }) => queryClient.setQueryData(preferencesKey, previous),
    onSuccess: (next) => queryClient.setQueryData(preferencesKey, next),
  });
  /**
   * The switch moves at once, in the click's own event (a controlled checkbox whose state changes
   * only later snaps back first); it moves back if the change is refused.
   */
  function save(change: Change) {
    const previous = queryClient.getQueryData<Preferences>(preferencesKey);
    apply(change);
    update.mutate({ change, previous });
  }

  return (
    <Card title="Notifications" description="Choose what we email you and what we push to your browsers.">
      <QueryState query={preferences}>
        {({ items }) => (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-zinc-600 dark:text-zinc-400 uppercase">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  Notification
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  Email
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  Push
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {items.map((item) => (
                <tr key={item.kind}>
                  <td className="py-3 pr-4">
                    <div className="font-medium">{TITLES[item.kind]}</div>
                    <div className="text-xs text-zinc-600 dark:text-zinc-400">{item.description}</div>
                  </td>
                  {(["email", "push"] as const).map((channel) => (
                    <td key={channel} className="py-3 text-center">
                      {item.channels.includes(channel) ? (
                        <input
                          type="checkbox"
                          className="size-4 accent-zinc-900 dark:accent-white"
                          aria-label={`${TITLES[item.kind]} by ${channel}`}
                          checked={item[channel]}
                          onChange={(event) => save({ kind: item.kind, [channel]: event.target.checked })}
                        />
                      ) : (
                        <span className="text-zinc-400" aria-label="Not sent on this channel">
                          —
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <ProblemAlert error={update.error} className="mt-3" />
    </Card>
  );
}
