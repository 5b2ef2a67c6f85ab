"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AccountSession } from "@/lib/ui/api-types";
import { deviceName } from "@/lib/text/device-name";
import { keys } from "@/lib/ui/queries";

/** Where the account is signed in, with "sign out" per device and everywhere else at once. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const sessions = useQuery({
    queryKey: keys.accountSessions,
    queryFn: ({ signal }) => apiFetch<{ items: AccountSession[] }>("/api/account/sessions", { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.accountSessions });
  const endOthers = useMutation({
    mutationFn: () => apiFetch<{ endedSessions: number }>("/api/account/sessions", { method: "DELETE" }),
    onSuccess: ({ endedSessions }) => {
      void refresh();
      toast.success(endedSessions === 1 ? "One other device was signed out." : `${endedSessions} other devices were signed out.`);
    },
  });
  const endOne = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/account/sessions/${seg(id)}`, { method: "DELETE" }),
    onSuccess: () => {
      void refresh();
      toast.success("That device was signed out.");
    },
  });
  return (
    <Card title="Where you are signed in" description="Sign out a device you no longer use, or every device but this one.">
      <QueryState query={sessions}>
        {({ items }) => (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
              {items.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {deviceName(session.userAgent)}
                      {session.current && <Badge tone="info">This device</Badge>}
                    </p>
                    <p className="text-zinc-600 dark:text-zinc-400">
                      Last active <Time value={session.lastSeenAt} />
                      {session.ipAddress ? ` · from ${session.ipAddress}` : ""} · signed in <Time value={session.createdAt} />
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => endOne.mutate(session.id)}
                      pending={endOne.isPending && endOne.variables === session.id}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <ProblemAlert error={endOthers.error ?? endOne.error} />
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={items.length < 2} pending={endOthers.isPending}>
                Sign out everywhere else
              </Button>
            </div>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out other devices"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          endOthers.mutate();
        }}
      >
        Every other browser and device signed in to your account is signed out at once. This one stays signed in.
      </ConfirmDialog>
    </Card>
  );
}
