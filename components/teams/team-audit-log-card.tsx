"use client";

import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as teams from "@/lib/teams/operations";
import { auditActionWords } from "@/client/team-labels";
import { useLoadMore } from "@/client/use-load-more";

/** What happened in the team, newest first: who did what, and when (owners and admins). */
export function TeamAuditLogCard({ teamId }: { teamId: string }) {
  const log = useLoadMore(teams.listTeamAuditLog, { params: { teamId } }, { limit: 20 });
  return (
    <Card title="Audit log" description="Members, roles, invitations, apps and approvals: who did what, and when.">
      <ProblemAlert error={log.error} />
      {log.isPending ? (
        <Loading />
      ) : log.items.length === 0 ? (
        <EmptyState title="Nothing yet" />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Audit log">
          {log.items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <p className="min-w-0 break-words">
                <span className="font-medium">{entry.actorName ?? entry.actorEmail ?? "The service"}</span> {auditActionWords(entry.action)}
                {typeof entry.data.summary === "string" && `: ${entry.data.summary}`}
                {typeof entry.data.email === "string" && `: ${entry.data.email}`}
              </p>
              <Time value={entry.createdAt} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={log.hasNextPage} isFetchingNextPage={log.isFetchingNextPage} loadMore={log.loadMore} />
    </Card>
  );
}
