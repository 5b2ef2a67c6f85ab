"use client";

import { PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as audit from "@/lib/audit/operations";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

import { AuditEntryRow } from "./audit-entry-row";

const FILTERS = ["targetType", "targetId"] as const;

/** /admin/audit-log(?targetType=&targetId=): administrative changes, newest first. */
export function AuditLogView() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const entries = useLoadMore(audit.listAuditLog, { query: filters });
  return (
    <>
      <PageHeader title="Audit log" description="Who changed roles, bans and ticket statuses, and when." />
      <FilterForm label="Filter the audit log" value={filters} onApply={setFilters} columns="sm:grid-cols-3">
        {(draft, set) => (
          <>
            <SelectField label="Target type" value={draft.targetType} onChange={set("targetType")}>
              <option value="">Any</option>
              <option value="user">User</option>
              <option value="ticket">Ticket</option>
            </SelectField>
            <TextField label="Target ID" value={draft.targetId} onChange={set("targetId")} placeholder="From a user's “Audit log” link" />
          </>
        )}
      </FilterForm>
      <ProblemAlert error={entries.error} className="mb-4" />
      {entries.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : entries.items.length === 0 ? (
        !entries.error && (
          <EmptyState title="No entries">
            {filters.targetId ? "Nothing was changed on this target yet." : "No administrative change yet."}
          </EmptyState>
        )
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Audit log entries"
        >
          {entries.items.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={entries.hasNextPage}
        isFetchingNextPage={entries.isFetchingNextPage}
        loadMore={entries.loadMore}
        label="Load older entries"
      />
    </>
  );
}
