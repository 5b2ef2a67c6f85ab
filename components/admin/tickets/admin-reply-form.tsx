"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

import { useAdminReply } from "./use-admin-ticket";

/** Support's reply; the author is notified by email and push (unless they switched it off). */
export function AdminReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useAdminReply(ticketId);
  const [message, setMessage] = useState("");
  const fields = useFieldErrors(reply.error);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    reply.mutate(message, {
      onSuccess: () => {
        setMessage("");
        toast.success("Reply sent; the author is notified.");
      },
    });
  }
  return (
    <Card title="Reply as support" description="The author is notified by email and push.">
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextAreaField
          label="Reply"
          rows={4}
          limit={10_000}
          value={message}
          onChange={(event) => {
            fields.clear("message");
            setMessage(event.target.value);
          }}
          errors={fields.errors("message")}
        />
        <ProblemAlert error={reply.error} fields={["message"]} />
        <div>
          <Button type="submit" pending={reply.isPending} disabled={!message.trim()}>
            Send reply
          </Button>
        </div>
      </form>
    </Card>
  );
}
