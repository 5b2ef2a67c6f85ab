"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge, TicketStatusBadge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import * as support from "@/lib/support/operations";
import { TICKET_TYPE_LABELS } from "@/client/labels";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

import { TicketMessages } from "./ticket-messages";

export function TicketThread({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const params = { ticketId };
  const ticket = useOperation(support.getTicket, { params });
  const form = useOperationForm(support.replyToTicket, {
    params,
    defaultValues: { message: "" },
    onSuccess: (updated) => {
      queryClient.setQueryData(operationKey(support.getTicket, { params }), updated);
      void queryClient.invalidateQueries({ queryKey: operationKey(support.listTickets) });
    },
  });

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/support/tickets" className="hover:underline">
          Support
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
            <TicketMessages
              messages={data.messages}
              author={(item) => (item.fromAdmin ? `Support${item.authorName ? ` (${item.authorName})` : ""}` : (item.authorName ?? "You"))}
            />
            {data.status === "CLOSED" ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">This ticket is closed. Open a new one if you need more help.</p>
            ) : (
              <Card title="Reply">
                <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
                  <TextAreaField label="Message" rows={4} limit={10_000} {...form.text("message")} />
                  <ProblemAlert error={form.problem} fields={form.fieldNames} />
                  <div>
                    <Button type="submit" pending={form.pending} disabled={!form.values.message.trim()}>
                      Send reply
                    </Button>
                  </div>
                </form>
              </Card>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
