"use client";

import Link from "next/link";

import { PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { Badge, TicketStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as support from "@/lib/support/operations";
import { plural } from "@/client/format";
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from "@/client/labels";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

const FILTERS = ["status", "type", "search"] as const;

/** /admin/tickets(?status=&type=&search=): every user's tickets, newest first. */
export function AdminTicketsView() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const tickets = useLoadMore(support.adminListTickets, { query: filters });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader title="Support tickets" description="Every user's tickets, newest first. A reply moves an open ticket to in progress." />
      <FilterForm label="Filter tickets" value={filters} onApply={setFilters}>
        {(draft, set) => (
          <>
            <SelectField label="Status" value={draft.status} onChange={set("status")}>
              <option value="">Any</option>
              {Object.entries(TICKET_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Type" value={draft.type} onChange={set("type")}>
              <option value="">Any</option>
              {Object.entries(TICKET_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <TextField label="Search" type="search" placeholder="Subject, email or message" value={draft.search} onChange={set("search")} />
          </>
        )}
      </FilterForm>
      <ProblemAlert error={tickets.error} className="mb-4" />
      {tickets.isPending ? (
        <Loading label="Loading tickets…" />
      ) : tickets.items.length === 0 ? (
        !tickets.error && <EmptyState title={filtered ? "No tickets match these filters" : "No tickets yet"} />
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Tickets"
        >
          {tickets.items.map((ticket) => (
            <li key={ticket.ticketId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="ticket-row">
              <div className="min-w-0">
                <Link href={`/admin/tickets/${ticket.ticketId}`} className="font-medium hover:underline">
                  {ticket.subject}
                </Link>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  {ticket.user?.email ?? "A deleted account"} · {plural(ticket.messageCount, "message")} · last{" "}
                  <Time value={ticket.lastMessageAt} />
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Badge>{TICKET_TYPE_LABELS[ticket.type]}</Badge>
                <TicketStatusBadge status={ticket.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={tickets.hasNextPage}
        isFetchingNextPage={tickets.isFetchingNextPage}
        loadMore={tickets.loadMore}
        label="Load more tickets"
      />
    </>
  );
}
