"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge, TicketStatusBadge } from "@/components/ui/status-badge";
import { EmptyState, Loading } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as support from "@/lib/support/operations";
import type { TicketStatus } from "@/client/api-types";
import { plural } from "@/client/format";
import { TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from "@/client/labels";
import { useInlineForm } from "@/client/use-inline-form";
import { useLoadMore } from "@/client/use-load-more";

import { NewTicketForm } from "./new-ticket-form";

export function TicketsView() {
  const {
    open: formOpen,
    show: showForm,
    close: closeForm,
    attachTrigger: attachFormTrigger,
    panelProps: formPanelProps,
  } = useInlineForm<HTMLButtonElement, HTMLDivElement>();
  // A filter, not a form: it sends nothing, the list reads the chosen status.
  const [status, setStatus] = useState<TicketStatus | "">("");
  const tickets = useLoadMore(support.listTickets, { query: { status } });
  return (
    <>
      <PageHeader
        title="Support"
        description="Questions, bugs, requests: our team answers here and by email."
        actions={
          !formOpen && (
            <Button ref={attachFormTrigger} onClick={showForm}>
              New ticket
            </Button>
          )
        }
      />
      {formOpen && (
        <div {...formPanelProps}>
          <Card title="New ticket" className="mb-6">
            <NewTicketForm onDone={closeForm} />
          </Card>
        </div>
      )}
      <div className="mb-4 max-w-xs">
        <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as TicketStatus | "")}>
          <option value="">All tickets</option>
          {Object.entries(TICKET_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <ProblemAlert error={tickets.error} className="mb-4" />
      {tickets.isPending ? (
        <Loading label="Loading tickets…" />
      ) : tickets.items.length === 0 ? (
        !tickets.error && (
          <EmptyState title={status ? "No tickets with this status" : "No tickets yet"}>Open one when you need help.</EmptyState>
        )
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
          aria-label="Your tickets"
        >
          {tickets.items.map((ticket) => (
            <li key={ticket.ticketId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="ticket-row">
              <div className="min-w-0">
                <Link href={`/support/tickets/${ticket.ticketId}`} className="font-medium hover:underline">
                  {ticket.subject}
                </Link>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  {plural(ticket.messageCount, "message")} · last <Time value={ticket.lastMessageAt} />
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
      <LoadMore hasNextPage={tickets.hasNextPage} isFetchingNextPage={tickets.isFetchingNextPage} loadMore={tickets.loadMore} />
    </>
  );
}
