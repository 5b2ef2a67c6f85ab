"use client";

import Link from "next/link";

import { Card, Details } from "@/components/ui/card";
import { Badge, TicketStatusBadge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { TicketMessages } from "@/components/support/ticket-messages";
import { TICKET_TYPE_LABELS } from "@/client/labels";

import { AdminReplyForm } from "./admin-reply-form";
import { TicketStatusSelect } from "./ticket-status-select";
import { useAdminTicket } from "./use-admin-ticket";

/** /admin/tickets/{ticketId}: the author, the thread, a reply and the status. */
export function AdminTicketView({ ticketId }: { ticketId: string }) {
  const ticket = useAdminTicket(ticketId);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/admin/tickets" className="hover:underline">
          Tickets
        </Link>{" "}
        /
      </nav>
      <QueryState query={ticket} loadingLabel="Loading the ticket…">
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight">{data.subject}</h1>
              <TicketStatusBadge status={data.status} />
              <Badge>{TICKET_TYPE_LABELS[data.type]}</Badge>
            </div>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="flex min-w-0 flex-col gap-6">
                <TicketMessages
                  messages={data.messages}
                  author={(item) =>
                    item.fromAdmin
                      ? `Support${item.authorName ? ` (${item.authorName})` : ""}`
                      : (item.authorName ?? data.user?.email ?? "A deleted account")
                  }
                />
                {data.status === "CLOSED" ? (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    This ticket is closed and takes no replies; set another status to reopen it.
                  </p>
                ) : (
                  <AdminReplyForm ticketId={ticketId} />
                )}
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <Card>
                  <TicketStatusSelect ticketId={ticketId} status={data.status} />
                </Card>
                <Card title="Author" id="ticket-author">
                  <Details
                    items={[
                      [
                        "Email",
                        data.user ? (
                          <Link key="e" className="underline" href={`/admin/users?search=${encodeURIComponent(data.user.email)}`}>
                            {data.user.email}
                          </Link>
                        ) : (
                          "The author deleted their account"
                        ),
                      ],
                      ["Name", data.user?.name ?? "—"],
                      ["Opened", <Time key="o" value={data.createdAt} />],
                      [
                        "History",
                        <Link
                          key="h"
                          className="underline"
                          href={`/admin/audit-log?targetType=ticket&targetId=${encodeURIComponent(ticketId)}`}
                        >
                          Status changes
                        </Link>,
                      ],
                    ]}
                  />
                </Card>
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
