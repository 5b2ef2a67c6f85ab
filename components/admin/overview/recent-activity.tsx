import Link from "next/link";
import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { Badge, RoleBadge, TaskStatusBadge, TicketStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { PlatformAnalytics } from "@/client/api-types";
import { humanize } from "@/client/format";
import { ACTION_STATUS_LABELS, TICKET_TYPE_LABELS } from "@/client/labels";
import { syncReason } from "@/client/sync-labels";

type Activity = PlatformAnalytics["recentActivity"];

function ActivityList<T>({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Card title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label={title}>
          {items.map(children)}
        </ul>
      )}
    </Card>
  );
}

const row = "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2";
const link = "font-medium hover:underline";

/** The latest 10 registrations, syncs, agent actions and tickets. */
export function RecentActivity({ activity }: { activity: Activity }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ActivityList title="Latest registrations" items={activity.registrations} empty="No accounts yet.">
        {(user) => (
          <li key={user.userId} className={row}>
            <span className="min-w-0">
              <Link className={link} href={`/admin/users?search=${encodeURIComponent(user.email)}`}>
                {user.email}
              </Link>
              {user.name && <span className="ml-1 text-zinc-600 dark:text-zinc-400">({user.name})</span>}
            </span>
            <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <RoleBadge role={user.role} /> <Time value={user.createdAt} />
            </span>
          </li>
        )}
      </ActivityList>
      <ActivityList title="Latest syncs" items={activity.syncs} empty="No syncs yet.">
        {(sync) => (
          <li key={sync.taskId} className={row}>
            <span className="min-w-0">
              <span className="font-medium">{sync.appName}</span>{" "}
              <span className="text-zinc-600 dark:text-zinc-400">({syncReason(sync.reason)})</span>
              {sync.error && <span className="block text-xs text-red-600">{sync.error}</span>}
            </span>
            <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <TaskStatusBadge status={sync.status} /> <Time value={sync.createdAt} />
            </span>
          </li>
        )}
      </ActivityList>
      <ActivityList title="Latest agent actions" items={activity.agentActions} empty="No agent actions yet.">
        {(action) => (
          <li key={action.actionId} className={row}>
            <span className="min-w-0">
              <Link className={link} href={`/admin/agents/${action.agentId}`}>
                {action.appName}
              </Link>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{action.summary}</span>
            </span>
            <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <Badge>{ACTION_STATUS_LABELS[action.status as keyof typeof ACTION_STATUS_LABELS] ?? humanize(action.status)}</Badge>{" "}
              <Time value={action.createdAt} />
            </span>
          </li>
        )}
      </ActivityList>
      <ActivityList title="Latest tickets" items={activity.tickets} empty="No tickets yet.">
        {(ticket) => (
          <li key={ticket.ticketId} className={row}>
            <span className="min-w-0">
              <Link className={link} href={`/admin/tickets/${ticket.ticketId}`}>
                {ticket.subject}
              </Link>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                {ticket.userEmail ?? "A deleted account"} ·{" "}
                {TICKET_TYPE_LABELS[ticket.type as keyof typeof TICKET_TYPE_LABELS] ?? humanize(ticket.type)}
              </span>
            </span>
            <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <TicketStatusBadge status={ticket.status} /> <Time value={ticket.createdAt} />
            </span>
          </li>
        )}
      </ActivityList>
    </div>
  );
}
