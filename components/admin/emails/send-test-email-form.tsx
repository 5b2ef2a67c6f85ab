"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as email from "@/lib/email/operations";
import { operationKey } from "@/client/operation-keys";
import { useOperationForm } from "@/client/use-operation-form";

import { useEmailTemplates } from "./use-email-templates";

/** POST /api/admin/send-test-email: a template with its sample data, to any address (and a test push when it is a user's). */
export function SendTestEmailForm() {
  const queryClient = useQueryClient();
  const templates = useEmailTemplates();
  const form = useOperationForm(email.sendTestEmail, {
    defaultValues: { to: "", template: "test" },
    keepValues: true,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: operationKey(email.listEmails) }),
  });
  const sent = form.mutation.data;
  return (
    <Card title="Send a test email" description="Rendered with the template's sample data and sent in the background.">
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" aria-label="Send a test email" noValidate>
        <TextField label="To" type="email" required maxLength={254} {...form.text("to")} />
        <SelectField label="Template" {...form.text("template")}>
          {(templates.data?.items ?? [{ id: "test", name: "Test" }]).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.id})
            </option>
          ))}
        </SelectField>
        <ProblemAlert error={form.problem ?? templates.error} fields={form.fieldNames} />
        {sent && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            Queued:{" "}
            <Link className="font-medium underline" href={`/admin/emails/${sent.emailId}`}>
              follow the email
            </Link>
            {sent.pushQueued && " (and a test push to this user's browsers)"}.
          </p>
        )}
        <div>
          <Button type="submit" pending={form.pending} disabled={!form.values.to.trim()}>
            Send test email
          </Button>
        </div>
      </form>
    </Card>
  );
}
