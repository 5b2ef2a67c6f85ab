"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";

/** The reason for a ban (shown to the user on every refused request), then the ban itself. */
export function BanForm({
  who,
  pending,
  error,
  onBan,
  onCancel,
}: {
  who: string;
  pending: boolean;
  error: unknown;
  onBan: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onBan(reason.trim());
  }
  return (
    <form onSubmit={onSubmit} aria-label={`Ban ${who}`} className="flex flex-col gap-3 rounded-md bg-red-50/60 p-3 dark:bg-red-950/40">
      <TextField
        label="Reason"
        hint="Shown to the user when their requests are refused. Their sessions stop working at once."
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        errors={fieldErrors(error, "banReason")}
      />
      <ProblemAlert error={error} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" pending={pending}>
          Ban user
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
