"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import { keys } from "@/lib/ui/queries";
import { useApiForm } from "@/lib/ui/use-api-form";

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
  // Not part of the text form: a routine change keeps the tokens; after a break-in, revoke them too.
  const [revokeTokens, setRevokeTokens] = useState(false);
  const {
    form,
    set,
    onSubmit,
    mutation: change,
    fields,
  } = useApiForm(
    { currentPassword: "", newPassword: "" },
    (body) =>
      apiFetch<{ endedSessions: number; revokedTokens: number }>("/api/account/password", {
        method: "POST",
        body: { ...body, revokeTokens },
      }),
    ({ endedSessions, revokedTokens }) => {
      void queryClient.invalidateQueries({ queryKey: keys.accountSessions });
      if (revokeTokens) void queryClient.invalidateQueries({ queryKey: keys.accessTokens });
      toast.success(changedMessage(endedSessions, revokedTokens, revokeTokens));
      setRevokeTokens(false);
    },
  );
  return (
    <Card
      title="Password"
      description="Changing it signs out every other device; this one stays signed in. Access tokens keep working unless you revoke them too."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set("currentPassword")}
          errors={fields.errors("currentPassword")}
        />
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 8 characters; a few unrelated words work well."
          value={form.newPassword}
          onChange={set("newPassword")}
          errors={fields.errors("newPassword")}
        />
        <Checkbox
          label="Also revoke all access tokens"
          hint="Scripts and programs using them stop working until you give them new tokens. Do this if someone else may have used your account."
          checked={revokeTokens}
          onChange={(event) => setRevokeTokens(event.target.checked)}
        />
        <ProblemAlert error={change.error} fields={["currentPassword", "newPassword"]} />
        <div>
          <Button type="submit" variant="secondary" pending={change.isPending} disabled={!form.currentPassword || !form.newPassword}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
