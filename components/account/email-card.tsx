"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import * as account from "@/lib/account/operations";
import type { Account } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperationForm } from "@/client/use-operation-form";

/** The address, whether it is confirmed (with "send again"), and changing it. */
export function EmailCard({ account: current }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useOperationForm(account.changeEmail, {
    defaultValues: { newEmail: "", password: "" },
    onSuccess: ({ pendingEmail }) => {
      void queryClient.invalidateQueries({ queryKey: operationKey(account.getAccount) });
      toast.success(`We sent a link to ${pendingEmail}. Your address changes when you open it.`);
    },
  });
  return (
    <Card title="Email address" description="You sign in with it, and we write to it.">
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <strong className="break-all">{current.email}</strong>
          {current.emailVerified ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed yet</Badge>}
        </p>
        {!current.emailVerified && <ResendLink />}
        {current.pendingEmail && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300" role="status">
            Waiting for you to open the link we sent to <strong className="break-all">{current.pendingEmail}</strong>. Until then your
            address stays as it is.
          </p>
        )}
        <form onSubmit={form.onSubmit} className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800" noValidate>
          <TextField label="New email address" type="email" autoComplete="email" {...form.text("newEmail")} />
          <TextField label="Your password" type="password" autoComplete="current-password" {...form.text("password")} />
          <ProblemAlert error={form.problem} fields={form.fieldNames} />
          <div>
            <Button type="submit" variant="secondary" pending={form.pending} disabled={!form.values.newEmail || !form.values.password}>
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
    mutationFn: () => call(account.resendVerificationEmail),
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
