"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";

import { useAdminReply } from "./use-admin-ticket";

/** Support's reply; the author is notified by email and push (unless they switched it off). */
export function AdminReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useAdminReply(ticketId);
  const [message, setMessage] = useState("");
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    reply.mutate(message, { onSuccess: () => setMessage("") });
  }
  return (
    <Card title="Reply as support" description="The author is notified by email and push.">
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextAreaField
          label="Reply"
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
  );
}
