import { Card } from "@/components/ui/card";
import { ActionStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { AdminAgentDetail } from "@/client/api-types";

/** The agent's latest actions with their outcome. */
export function RecentActions({ actions }: { actions: AdminAgentDetail["recentActions"] }) {
  return (
    <Card title="Recent actions" id="agent-actions">
      {actions.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No actions yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Recent actions">
          {actions.map((action) => (
            <li key={action.id} className="py-2" data-testid="agent-action">
              <div className="flex flex-wrap items-center gap-2">
                <ActionStatusBadge status={action.status} />
                <span className="min-w-0 flex-1 break-words">{action.summary}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  <Time value={action.createdAt} />
                </span>
              </div>
              <div className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                by {action.brain}
                {action.autoApproved && " · approved automatically"}
                {action.decisionReason && ` · reason: ${action.decisionReason}`}
              </div>
              {action.error && <div className="mt-0.5 text-xs text-red-600">{action.error}</div>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
