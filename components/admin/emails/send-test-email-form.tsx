"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { TestEmailQueued } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

import { useEmailTemplates } from "./use-email-templates";

/** POST /api/admin/send-test-email: a template with its sample data, to any address (and a test push when it is a user's). */
export function SendTestEmailForm() {
  const queryClient = useQueryClient();
  const templates = useEmailTemplates();
  const [to, setTo] = useState("");
  const [template, setTemplate] = useState("test");
  const send = useMutation({
    mutationFn: () => apiFetch<TestEmailQueued>("/api/admin/send-test-email", { method: "POST", body: { to: to.trim(), template } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.adminEmails }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.mutate();
  }
  return (
    <Card title="Send a test email" description="Rendered with the template's sample data and sent in the background.">
      <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Send a test email">
        <TextField
          label="To"
          type="email"
          required
          maxLength={254}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          errors={fieldErrors(send.error, "to")}
        />
        <SelectField
          label="Template"
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
          errors={fieldErrors(send.error, "template")}
        >
          {(templates.data?.items ?? [{ id: "test", name: "Test" }]).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.id})
            </option>
          ))}
        </SelectField>
        <ProblemAlert error={send.error ?? templates.error} />
        {send.data && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            Queued:{" "}
            <Link className="font-medium underline" href={`/admin/emails/${send.data.emailId}`}>
              follow the email
            </Link>
            {send.data.pushQueued && " (and a test push to this user's browsers)"}.
          </p>
        )}
        <div>
          <Button type="submit" pending={send.isPending} disabled={!to.trim()}>
            Send test email
          </Button>
        </div>
      </form>
    </Card>
  );
}
