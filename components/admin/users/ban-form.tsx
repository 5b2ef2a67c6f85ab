"use client";

import { z } from "zod";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as adminUsers from "@/lib/admin-users/operations";
import { bodySchema, typedText, useSchemaForm } from "@/client/use-operation-form";

// No reason is allowed (an empty field sends none); one given is checked as the API checks it.
// The field's own schema, not `.pick`: zod refuses to pick from a schema with refinements (the
// update's cross-field rules, which this one-field form cannot break).
const reasonOnly = typedText(z.strictObject({ banReason: bodySchema(adminUsers.updateUser).shape.banReason }), {
  trim: ["banReason"],
  emptyIsAbsent: ["banReason"],
});

/** The reason for a ban (shown to the user on every refused request), then the ban itself. */
export function BanForm({
  who,
  onBan,
  onCancel,
}: {
  who: string;
  /** Sends the ban (the user's row owns the update); rejects with the API's problem. */
  onBan: (reason: string | undefined) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm({
    schema: reasonOnly,
    defaultValues: { banReason: "" },
    keepValues: true,
    send: ({ banReason }) => onBan(banReason),
  });
  return (
    <form
      onSubmit={form.onSubmit}
      aria-label={`Ban ${who}`}
      className="flex flex-col gap-3 rounded-md bg-red-50/60 p-3 dark:bg-red-950/40"
      noValidate
    >
      <TextField
        label="Reason"
        hint="Shown to the user when their requests are refused. Their sessions stop working at once."
        maxLength={500}
        {...form.text("banReason")}
      />
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" pending={form.pending}>
          Ban user
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
