"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as support from "@/lib/support/operations";
import type { TicketDetail } from "@/client/api-types";
import { TICKET_TYPE_LABELS } from "@/client/labels";
import { operationKey } from "@/client/operation-keys";
import { useOperationForm } from "@/client/use-operation-form";

export function NewTicketForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<TicketDetail | null>(null);
  const form = useOperationForm(support.createTicket, {
    defaultValues: { type: "QUESTION", subject: "", message: "" },
    onSuccess: (ticket) => {
      setCreated(ticket);
      queryClient.setQueryData(operationKey(support.getTicket, { params: { ticketId: ticket.ticketId } }), ticket);
      void queryClient.invalidateQueries({ queryKey: operationKey(support.listTickets) });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        setCreated(null);
        form.onSubmit(event);
      }}
      className="flex flex-col gap-4"
      aria-label="New ticket"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <SelectField label="Type" {...form.text("type")}>
          {Object.entries(TICKET_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Subject" required maxLength={200} {...form.text("subject")} />
      </div>
      <TextAreaField label="Message" required rows={5} limit={10_000} {...form.text("message")} />
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      {created && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          Ticket{" "}
          <Link className="font-medium underline" href={`/support/tickets/${created.ticketId}`}>
            {created.subject}
          </Link>{" "}
          opened. We will answer by email.
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" pending={form.pending} disabled={!form.values.subject.trim() || !form.values.message.trim()}>
          Open ticket
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
