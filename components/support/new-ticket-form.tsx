"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { TicketDetail, TicketType } from "@/lib/ui/api-types";
import { TICKET_TYPE_LABELS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

const EMPTY = { type: "QUESTION" as TicketType, subject: "", message: "" };

export function NewTicketForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [created, setCreated] = useState<TicketDetail | null>(null);
  const create = useMutation({
    mutationFn: () => apiFetch<TicketDetail>("/api/support/tickets", { method: "POST", body: form }),
    onSuccess: (ticket) => {
      setCreated(ticket);
      setForm(EMPTY);
      queryClient.setQueryData(keys.ticket(ticket.ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: keys.tickets });
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    create.mutate();
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="New ticket">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label="Type"
          value={form.type}
          onChange={(event) => setForm({ ...form, type: event.target.value as TicketType })}
          errors={fieldErrors(create.error, "type")}
        >
          {Object.entries(TICKET_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Subject"
          required
          maxLength={200}
          value={form.subject}
          onChange={(event) => setForm({ ...form, subject: event.target.value })}
          errors={fieldErrors(create.error, "subject")}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={5}
        limit={10_000}
        value={form.message}
        onChange={(event) => setForm({ ...form, message: event.target.value })}
        errors={fieldErrors(create.error, "message")}
      />
      <ProblemAlert error={create.error} />
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
        <Button type="submit" pending={create.isPending} disabled={!form.subject.trim() || !form.message.trim()}>
          Open ticket
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
