"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import { keys } from "@/lib/ui/queries";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

export function PasswordCard() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ currentPassword: "", newPassword: "" });
  const change = useMutation({
    mutationFn: () => apiFetch<{ endedSessions: number }>("/api/account/password", { method: "POST", body: form }),
    onSuccess: ({ endedSessions }) => {
      setForm({ currentPassword: "", newPassword: "" });
      void queryClient.invalidateQueries({ queryKey: keys.accountSessions });
      toast.success(
        endedSessions > 0
          ? `Your password is changed. ${endedSessions === 1 ? "One other device was" : `${endedSessions} other devices were`} signed out.`
          : "Your password is changed.",
      );
    },
  });
  const fields = useFieldErrors(change.error);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    fields.clear(field);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    change.mutate();
  }
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
