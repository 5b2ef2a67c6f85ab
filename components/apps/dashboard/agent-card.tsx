"use client";

import Link from "next/link";

import { AgentStatusBadge } from "@/components/ui/status-badge";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useAgent } from "@/client/queries";

/** The agent's state, and its proposal when one waits for the owner's decision. */
export function AgentCard({ appId }: { appId: string }) {
  const agent = useAgent(appId);
  const href = `/apps/${appId}/agent`;
  return (
    <Card title="Agent" description="Proposes one improvement at a time, for you to approve.">
      <QueryState query={agent}>
        {(data) => (
          <>
            <AgentStatusBadge status={data.status} />
            {data.pendingAction?.status === "pending" ? (
              <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950">
                <p className="font-medium">{data.pendingAction.summary}</p>
                <p className="mt-0.5 text-xs text-zinc-700 dark:text-zinc-300">
                  Proposed <Time value={data.pendingAction.createdAt} />
                </p>
                <Link href={href} className="mt-2 inline-block font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  Review the proposal
                </Link>
              </div>
            ) : (
              <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
                {data.enabled ? "Nothing waits for your decision." : "The agent is off."}
              </p>
            )}
            {!data.pendingAction && (
              <Link href={href} className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                {data.enabled ? "Open the agent" : "Turn the agent on"}
              </Link>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
