"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import { keys } from "@/lib/ui/queries";
import { useApiForm } from "@/lib/ui/use-api-form";

export function PasswordCard() {
  const queryClient = useQueryClient();
  const {
    form,
    set,
    onSubmit,
    mutation: change,
    fields,
  } = useApiForm(
    { currentPassword: "", newPassword: "" },
    (body) => apiFetch<{ endedSessions: number }>("/api/account/password", { method: "POST", body }),
    ({ endedSessions }) => {
      void queryClient.invalidateQueries({ queryKey: keys.accountSessions });
      toast.success(
        endedSessions > 0
          ? `Your password is changed. ${endedSessions === 1 ? "One other device was" : `${endedSessions} other devices were`} signed out.`
          : "Your password is changed.",
      );
    },
  );
  return (
    <Card title="Password" description="Changing it signs out every other device; this one stays signed in.">
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
