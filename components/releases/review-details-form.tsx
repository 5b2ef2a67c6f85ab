"use client";

import { toast } from "sonner";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as releases from "@/lib/releases/operations";
import { reviewDetailsInput } from "@/lib/releases/schemas";
import { typedText, useOperationForm } from "@/client/use-operation-form";

import { useReleaseChanged, type VersionRelease } from "./use-release-change";

// An emptied field clears it at App Review; the password, left empty, keeps the one kept (it is never shown).
const formSchema = typedText(reviewDetailsInput.safeExtend({ demoAccountPassword: z.string().max(255).optional() }), {
  trim: ["contactFirstName", "contactLastName", "contactEmail", "contactPhone", "demoAccountName"],
  emptyIsAbsent: ["contactFirstName", "contactLastName", "contactEmail", "contactPhone", "demoAccountName", "notes"],
});

/** Whom App Review contacts, the demo account it signs in with (the password is kept sealed, never shown) and notes. */
export function ReviewDetailsForm({ appId, release, canEdit }: { appId: string; release: VersionRelease; canEdit: boolean }) {
  const changed = useReleaseChanged(appId, release.versionId);
  const details = release.reviewDetails;
  const form = useOperationForm(releases.updateVersion, {
    schema: formSchema,
    params: { appId, versionId: release.versionId },
    defaultValues: {
      contactFirstName: details?.contactFirstName ?? "",
      contactLastName: details?.contactLastName ?? "",
      contactEmail: details?.contactEmail ?? "",
      contactPhone: details?.contactPhone ?? "",
      demoAccountRequired: details?.demoAccountRequired ?? false,
      demoAccountName: details?.demoAccountName ?? "",
      demoAccountPassword: "",
      notes: details?.notes ?? "",
    },
    body: ({ demoAccountPassword, ...values }) => ({
      reviewDetails: { ...values, ...(demoAccountPassword ? { demoAccountPassword } : {}) },
    }),
    resetTo: (_, values) => ({ ...values, demoAccountPassword: "" }),
    onSuccess: (updated) => {
      toast.success("Review details saved.");
      changed(updated);
    },
  });
  return (
    <Card title="App Review details" description="Whom App Review can contact about this version, and how to sign in to the app.">
      <div id="review-details" />
      <form onSubmit={form.onSubmit} className="grid gap-3" aria-label="App Review details" noValidate>
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...form.text("contactFirstName")} />
          <TextField label="Last name" autoComplete="family-name" {...form.text("contactLastName")} />
          <TextField label="Email" type="email" autoComplete="email" {...form.text("contactEmail")} />
          <TextField label="Phone, with country code" type="tel" autoComplete="tel" {...form.text("contactPhone")} />
          <div className="sm:col-span-2">
            <Checkbox label="App Review needs an account to use the app" {...form.checkbox("demoAccountRequired")} />
          </div>
          <TextField label="Demo user name" autoComplete="off" {...form.text("demoAccountName")} />
          <TextField
            label="Demo password"
            type="password"
            autoComplete="new-password"
            hint={details?.demoAccountPasswordSet ? "A password is kept. Type a new one to replace it." : undefined}
            {...form.text("demoAccountPassword")}
          />
          <div className="sm:col-span-2">
            <TextAreaField label="Notes for App Review" rows={3} {...form.text("notes")} />
          </div>
        </fieldset>
        {canEdit && (
          <div>
            <Button type="submit" pending={form.pending}>
              Save review details
            </Button>
          </div>
        )}
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
      </form>
    </Card>
  );
}
