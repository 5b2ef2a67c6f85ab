"use client";

import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as support from "@/lib/support/operations";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";

import { useAdminReply } from "./use-admin-ticket";

/** Support's reply; the author is notified by email and push (unless they switched it off). */
export function AdminReplyForm({ ticketId }: { ticketId: string }) {
  // The ticket's own mutation sends it (and refreshes the ticket, the list and the figures).
  const reply = useAdminReply(ticketId);
  const form = useSchemaForm({
    schema: bodySchema(support.adminReplyToTicket),
    defaultValues: { message: "" },
    send: ({ message }) => reply.mutateAsync(message),
    onSuccess: () => toast.success("Reply sent; the author is notified."),
  });
  return (
    <Card title="Reply as support" description="The author is notified by email and push.">
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
        <TextAreaField label="Reply" rows={4} limit={10_000} {...form.text("message")} />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div>
          <Button type="submit" pending={form.pending} disabled={!form.values.message.trim()}>
            Send reply
          </Button>
        </div>
      </form>
    </Card>
  );
}
