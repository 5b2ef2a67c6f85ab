"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { Badge, type Tone } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as agent from "@/lib/agent/operations";
import { eventDetails, eventLine } from "@/client/agent-text";
import type { Agent, AgentEvent } from "@/client/api-types";
import { loadMoreKey, useLoadMore, type ListInput } from "@/client/use-load-more";

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
  wish_read: ["Read your words as a rule", "info"],
};

type EventsOperation = typeof agent.listAppAgentEvents | typeof agent.adminListAgentEvents;

/**
 * The agent's log, newest first, page by page. Refreshed whenever the agent itself changes.
 * The owner's page reads it with `listAppAgentEvents`; the admin panel passes `adminAgentId`
 * (`adminListAgentEvents`).
 */
export function AgentEvents({ agent: subject, adminAgentId }: { agent: Agent; adminAgentId?: string }) {
  const queryClient = useQueryClient();
  const [operation, input]: [EventsOperation, ListInput<EventsOperation>] = adminAgentId
    ? [agent.adminListAgentEvents, { params: { agentId: adminAgentId } }]
    : [agent.listAppAgentEvents, { params: { appId: subject.appId } }];
  const events = useLoadMore(operation, input, { limit: 20 });
  const queryKey = loadMoreKey(operation, input);

  const seen = useRef(subject.updatedAt);
  useEffect(() => {
    if (seen.current === subject.updatedAt) return;
    seen.current = subject.updatedAt;
    void queryClient.invalidateQueries({ queryKey });
  }, [subject.updatedAt, queryKey, queryClient]);

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
