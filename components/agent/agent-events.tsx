"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge, type Tone } from "@/components/ui/status-badge";
import { EmptyState, Loading } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { seg } from "@/lib/ui/api-fetch";
import type { Agent, AgentEvent } from "@/lib/ui/api-types";
import { eventDetails, eventLine } from "@/lib/ui/agent-text";
import { keys } from "@/lib/ui/queries";
import { useLoadMore } from "@/lib/ui/use-load-more";

const KINDS: Record<AgentEvent["kind"], [string, Tone]> = {
  enabled: ["Enabled", "neutral"],
  disabled: ["Disabled", "neutral"],
  config_changed: ["Configuration changed", "neutral"],
  observation: ["Looked at the app", "neutral"],
  proposal: ["Proposed a change", "warning"],
  no_proposal: ["Nothing to propose", "neutral"],
  approval: ["Approved", "info"],
  rejection: ["Rejected", "neutral"],
  cancelled: ["Cancelled", "neutral"],
  expired: ["Expired", "neutral"],
  execution: ["Written to the store", "success"],
  execution_failed: ["Could not write it", "danger"],
  sleep: ["Resting", "neutral"],
  wake: ["Woken early", "neutral"],
  error: ["Error", "danger"],
  quota_reached: ["Plan limit reached", "warning"],
  brain_fallback: ["Used the rules instead of AI", "neutral"],
  review_held: ["Left for you", "warning"],
};

/**
 * The agent's log, newest first, page by page. Refreshed whenever the agent itself changes.
 * The owner's page reads it at `/api/apps/{appId}/agent/events`; the admin panel passes `source`
 * (`/api/admin/agents/{agentId}/events`).
 */
export function AgentEvents({ agent, source }: { agent: Agent; source?: { queryKey: QueryKey; path: string } }) {
  const queryClient = useQueryClient();
  const { queryKey, path } = source ?? { queryKey: keys.agentEvents(agent.appId), path: `/api/apps/${seg(agent.appId)}/agent/events` };
  const events = useLoadMore<AgentEvent>({ queryKey, path, limit: 20 });

  const seen = useRef(agent.updatedAt);
  useEffect(() => {
    if (seen.current === agent.updatedAt) return;
    seen.current = agent.updatedAt;
    void queryClient.invalidateQueries({ queryKey });
  }, [agent.updatedAt, queryKey, queryClient]);

  return (
    <Card title="Event log" description="What the agent observed, proposed and did, newest first.">
      <ProblemAlert error={events.error} />
      {events.isPending ? (
        <Loading />
      ) : events.items.length === 0 ? (
        !events.error && <EmptyState title="No events yet">Enable the agent to start.</EmptyState>
      ) : (
        <ol className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Agent events">
          {events.items.map((event) => {
            const [label, tone] = KINDS[event.kind];
            const line = eventLine(event);
            const details = eventDetails(event);
            return (
              <li key={event.id} className="py-2.5" data-testid="agent-event" data-kind={event.kind}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={tone}>{label}</Badge>
                  {line && <span className="min-w-0 flex-1 break-words">{line}</span>}
                  <span className="ml-auto text-xs text-zinc-600 dark:text-zinc-400">
                    <Time value={event.createdAt} />
                  </span>
                </div>
                {details.length > 0 && (
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Details</summary>
                    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-zinc-700 dark:text-zinc-300">
                      {details.map((detail, index) => (
                        <li key={index} className="break-words">
                          {detail}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <LoadMore
        hasNextPage={events.hasNextPage}
        isFetchingNextPage={events.isFetchingNextPage}
        loadMore={events.loadMore}
        label="Load older events"
      />
    </Card>
  );
}
