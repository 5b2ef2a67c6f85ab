import Link from "next/link";
import type { ReactNode } from "react";

import { Time } from "@/components/ui/time";
import type { AuditEntry } from "@/client/api-types";
import { planFor } from "@/lib/billing/plans";
import { ROLE_LABELS, TICKET_STATUS_LABELS } from "@/client/labels";

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" ? value : null);

const planName = (value: unknown) => planFor(text(value) ?? "free").name;
const ticketStatus = (value: unknown) => TICKET_STATUS_LABELS[value as keyof typeof TICKET_STATUS_LABELS] ?? "an unknown status";
const role = (value: unknown) =>
  value === "admin" ? "an admin" : value === "user" ? "a regular user" : (ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? "another role");

/** Who the entry is about, as a link to them. */
function Target({ entry }: { entry: AuditEntry }) {
  if (entry.targetType === "user") {
    return entry.targetLabel ? (
      <Link className="font-medium underline" href={`/admin/users?search=${encodeURIComponent(entry.targetLabel)}`}>
        {entry.targetLabel}
      </Link>
    ) : (
      <>a deleted user</>
    );
  }
  if (entry.targetType === "team") {
    return entry.targetLabel ? (
      <>
        the team{" "}
        <Link className="font-medium underline" href={`/admin/teams?search=${encodeURIComponent(entry.targetLabel)}`}>
          {entry.targetLabel}
        </Link>
      </>
    ) : (
      <>a deleted team</>
    );
  }
  if (entry.targetType === "ticket") {
    return entry.targetLabel ? (
      <>
        the ticket{" "}
        <Link className="font-medium underline" href={`/admin/tickets/${entry.targetId}`}>
          “{entry.targetLabel}”
        </Link>
      </>
    ) : (
      <>a deleted ticket</>
    );
  }
  return <>{entry.targetLabel ?? `a ${entry.targetType}`}</>;
}

/** The entry as a sentence: "Ada banned bob@example.com". */
function sentence(entry: AuditEntry, actor: string, target: ReactNode): ReactNode {
  const before = record(entry.data.before);
  const after = record(entry.data.after);
  switch (entry.action) {
    case "user.banned":
      return (
        <>
          {actor} banned {target}
        </>
      );
    case "user.unbanned":
      return (
        <>
          {actor} lifted the ban on {target}
        </>
      );
    case "user.ban_reason_changed":
      return (
        <>
          {actor} changed why {target} is banned
        </>
      );
    case "user.role_changed":
      return (
        <>
          {actor} made {target} {role(after.role)}
          {before.role ? ` (was ${role(before.role)})` : ""}
        </>
      );
    case "user.plan_changed":
    case "team.plan_changed":
      return (
        <>
          {actor} gave {target} the {planName(after.planId)} plan (was {planName(before.planId)})
        </>
      );
    case "user.deleted": {
      // The account is gone: its address is in the entry, not in the user list.
      const email = text(before.email);
      return <>{email ? `${email} deleted their account` : "A user deleted their account"}</>;
    }
    case "ticket.status_changed":
      return (
        <>
          {actor} moved {target} from {ticketStatus(before.status)} to {ticketStatus(after.status)}
        </>
      );
    default:
      return (
        <>
          {actor} changed {target}
        </>
      );
  }
}

export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const actor = entry.actorName ?? entry.actorEmail ?? (entry.action === "user.deleted" ? "A deleted user" : "A deleted admin");
  const reason = text(entry.data.reason);
  const previousReason = entry.action === "user.ban_reason_changed" ? text(record(entry.data.before).banReason) : null;
  return (
    <li className="px-4 py-3" data-testid="audit-entry" data-action={entry.action}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 flex-1 break-words">{sentence(entry, actor, <Target entry={entry} />)}</p>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          <Time value={entry.createdAt} />
        </span>
      </div>
      {(reason || previousReason) && (
        <p className="mt-1 text-xs break-words text-zinc-700 dark:text-zinc-300">
          {reason && <>Reason: {reason}</>}
          {previousReason && <> (before: {previousReason})</>}
        </p>
      )}
    </li>
  );
}
