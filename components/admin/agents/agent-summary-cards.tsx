import Link from "next/link";

import { Card, Details } from "@/components/ui/card";
import { Stat, StatGrid } from "@/components/ui/stat";
import { Time } from "@/components/ui/time";
import type { AdminAgentDetail } from "@/client/api-types";
import { humanize } from "@/client/format";
import { AGENT_FIELD_LABELS, autoApprovalInWords, REVIEW_REPLY_TONE_LABELS } from "@/client/labels";

/** App, owner and run state. */
export function AgentFactsCard({ agent }: { agent: AdminAgentDetail }) {
  return (
    <Card title="Agent" id="agent-facts">
      <Details
        items={[
          [
            "Owner",
            <Link key="o" className="underline" href={`/admin/users?search=${encodeURIComponent(agent.owner.email)}`}>
              {agent.owner.email}
            </Link>,
          ],
          [
            "App",
            <span key="a">
              {agent.app.name} <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{agent.app.storeId}</span>
            </span>,
          ],
          [
            "App sync",
            <span key="s">
              {humanize(agent.app.syncStatus)}, <Time value={agent.app.lastSyncedAt} fallback="never synced" />
            </span>,
          ],
          ["Enabled", agent.enabled ? "Yes" : "No"],
          ["Last run", <Time key="l" value={agent.lastTickAt} fallback="Never" />],
          ["Sleeps until", <Time key="w" value={agent.waitUntil} fallback="Not sleeping" />],
        ]}
      />
      {agent.lastError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {agent.lastError}
        </p>
      )}
    </Card>
  );
}

/** The owner's configuration, read-only. */
export function AgentConfigCard({ config }: { config: AdminAgentDetail["config"] }) {
  return (
    <Card title="Configuration" id="agent-config">
      <Details
        items={[
          [
            "Goals",
            config.goals.length ? (
              <ul key="g" className="list-disc pl-4">
                {config.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            ) : (
              "—"
            ),
          ],
          ["Locales", config.locales === null ? "All" : config.locales.join(", ") || "—"],
          ["May change", config.fields.map((field) => AGENT_FIELD_LABELS[field]).join(", ")],
          ["Approval", autoApprovalInWords(config.autoApprove)],
          ["Runs every", `${config.tickIntervalMinutes.toLocaleString()} minutes`],
          ["Reply tone", REVIEW_REPLY_TONE_LABELS[config.reviewReplyTone]],
        ]}
      />
    </Card>
  );
}

export function AgentCounts({ counts }: { counts: AdminAgentDetail["counts"] }) {
  return (
    <StatGrid label="Agent counts">
      <Stat label="Events" value={counts.events} />
      <Stat label="Proposals" value={counts.proposals} />
      <Stat label="Approvals" value={counts.approvals} />
      <Stat label="Rejections" value={counts.rejections} />
      <Stat label="Executions" value={counts.executions} />
      <Stat label="Errors" value={counts.errors} hint={`${counts.memories.toLocaleString()} memories`} />
    </StatGrid>
  );
}
