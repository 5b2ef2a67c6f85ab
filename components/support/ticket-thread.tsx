"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { Badge, TicketStatusBadge } from "@/components/ui/status-badge";
import { QueryState } from "@/components/ui/states";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { TicketDetail } from "@/lib/ui/api-types";
import { TICKET_TYPE_LABELS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

import { TicketMessages } from "./ticket-messages";

export function TicketThread({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const ticket = useQuery({
    queryKey: keys.ticket(ticketId),
    queryFn: ({ signal }) => apiFetch<TicketDetail>(`/api/support/tickets/${seg(ticketId)}`, { signal }),
  });
  const [message, setMessage] = useState("");
  const reply = useMutation({
    mutationFn: () => apiFetch<TicketDetail>(`/api/support/tickets/${seg(ticketId)}/messages`, { method: "POST", body: { message } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.ticket(ticketId), updated);
      void queryClient.invalidateQueries({ queryKey: keys.tickets });
      setMessage("");
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    reply.mutate();
  }

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-500">
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
              <p className="text-sm text-zinc-500">This ticket is closed. Open a new one if you need more help.</p>
            ) : (
              <Card title="Reply">
                <form onSubmit={onSubmit} className="flex flex-col gap-3">
                  <TextAreaField
                    label="Message"
                    rows={4}
                    limit={10_000}
                    value={message}
                    onChange={(event) => setMessage(event.target.value)}
                    errors={fieldErrors(reply.error, "message")}
                  />
                  <ProblemAlert error={reply.error} />
                  <div>
                    <Button type="submit" pending={reply.isPending} disabled={!message.trim()}>
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
