"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { Account } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";
import { useApiForm } from "@/lib/ui/use-api-form";

/** The address, whether it is confirmed (with "send again"), and changing it. */
export function EmailCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const {
    form,
    set,
    onSubmit,
    mutation: change,
    fields,
  } = useApiForm(
    { newEmail: "", password: "" },
    (body) => apiFetch<{ pendingEmail: string }>("/api/account/email", { method: "POST", body }),
    ({ pendingEmail }) => {
      void queryClient.invalidateQueries({ queryKey: keys.account });
      toast.success(`We sent a link to ${pendingEmail}. Your address changes when you open it.`);
    },
  );
  return (
    <Card title="Email address" description="You sign in with it, and we write to it.">
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <strong className="break-all">{account.email}</strong>
          {account.emailVerified ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed yet</Badge>}
        </p>
        {!account.emailVerified && <ResendLink />}
        {account.pendingEmail && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300" role="status">
            Waiting for you to open the link we sent to <strong className="break-all">{account.pendingEmail}</strong>. Until then your
            address stays as it is.
          </p>
        )}
        <form onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800" noValidate>
          <TextField
            label="New email address"
            type="email"
            name="newEmail"
            autoComplete="email"
            value={form.newEmail}
            onChange={set("newEmail")}
            errors={fields.errors("newEmail")}
          />
          <TextField
            label="Your password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set("password")}
            errors={fields.errors("password")}
          />
          <ProblemAlert error={change.error} fields={["newEmail", "password"]} />
          <div>
            <Button type="submit" variant="secondary" pending={change.isPending} disabled={!form.newEmail || !form.password}>
              Change email address
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}

/** "Send the link again", shared by this card and the banner. */
export function ResendLink({ compact = false }: { compact?: boolean }) {
  const resend = useMutation({
    mutationFn: () => apiFetch<void>("/api/account/verification-email", { method: "POST" }),
    onSuccess: () => toast.success("We sent a new link. The previous one no longer works."),
  });
  return (
    <div className={compact ? "flex flex-wrap items-center gap-2" : "flex flex-col gap-2"}>
      {!compact && <p className="text-sm text-zinc-700 dark:text-zinc-300">Open the link we emailed you to confirm this address.</p>}
      <div>
        <Button size="sm" variant="secondary" pending={resend.isPending} onClick={() => resend.mutate()}>
          Send the link again
        </Button>
      </div>
      <ProblemAlert error={resend.error} />
    </div>
  );
}
