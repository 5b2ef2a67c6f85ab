"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as account from "@/lib/account/operations";
import { operationKey } from "@/client/operation-keys";
import { useOperationForm } from "@/client/use-operation-form";

/** What happened, in words: the password, the other devices, and the tokens when asked. */
function changedMessage(endedSessions: number, revokedTokens: number, revokeTokens: boolean): string {
  const parts = ["Your password is changed."];
  if (endedSessions > 0) parts.push(`${endedSessions === 1 ? "One other device was" : `${endedSessions} other devices were`} signed out.`);
  if (revokeTokens && revokedTokens > 0)
    parts.push(`${revokedTokens === 1 ? "One access token was" : `${revokedTokens} access tokens were`} revoked.`);
  return parts.join(" ");
}

export function PasswordCard() {
  const queryClient = useQueryClient();
  // After a success the form empties (the passwords do not linger) and the tokens box unticks:
  // a routine change keeps the tokens; after a break-in, revoke them too.
  const form = useOperationForm(account.changePassword, {
    defaultValues: { currentPassword: "", newPassword: "", revokeTokens: false },
    onSuccess: ({ endedSessions, revokedTokens }, { revokeTokens = false }) => {
      void queryClient.invalidateQueries({ queryKey: operationKey(account.listSessions) });
      if (revokeTokens) void queryClient.invalidateQueries({ queryKey: operationKey(account.listAccessTokens) });
      toast.success(changedMessage(endedSessions, revokedTokens, revokeTokens));
    },
  });
  return (
    <Card
      title="Password"
      description="Changing it signs out every other device; this one stays signed in. Access tokens keep working unless you revoke them too."
    >
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.text("currentPassword")} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; a few unrelated words work well."
          {...form.text("newPassword")}
        />
        <Checkbox
          label="Also revoke all access tokens"
          hint="Scripts and programs using them stop working until you give them new tokens. Do this if someone else may have used your account."
          {...form.checkbox("revokeTokens")}
        />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div>
          <Button
            type="submit"
            variant="secondary"
            pending={form.pending}
            disabled={!form.values.currentPassword || !form.values.newPassword}
          >
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
