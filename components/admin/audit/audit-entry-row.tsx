import Link from "next/link";

import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { AuditEntry } from "@/lib/ui/api-types";

const show = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields a change touched, `before → after`, from `{before, after, reason}`. */
function Changes({ data }: { data: AuditEntry["data"] }) {
  const before = record(data.before);
  const after = record(data.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <ul className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
      {fields.map((field) => (
        <li key={field}>
          <span className="font-mono">{field}</span>: {show(before[field])} →{" "}
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{show(after[field])}</span>
        </li>
      ))}
      {typeof data.reason === "string" && <li>Reason: {data.reason}</li>}
    </ul>
  );
}

export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const target =
    entry.targetType === "ticket" ? (
      <Link className="underline" href={`/admin/tickets/${entry.targetId}`}>
        ticket {entry.targetId}
      </Link>
    ) : (
      `${entry.targetType} ${entry.targetId}`
    );
  return (
    <li className="px-4 py-3" data-testid="audit-entry" data-action={entry.action}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>{entry.action}</Badge>
        <span className="text-zinc-600 dark:text-zinc-400">
          on {target} by {entry.actorEmail ?? "a deleted admin"}
        </span>
        <span className="ml-auto text-xs text-zinc-500">
          <Time value={entry.createdAt} />
        </span>
      </div>
      <Changes data={entry.data} />
    </li>
  );
}
