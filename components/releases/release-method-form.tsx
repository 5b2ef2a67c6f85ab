"use client";

import { toast } from "sonner";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as releases from "@/lib/releases/operations";
import { releaseMethodInput } from "@/lib/releases/schemas";
import { useOperationForm } from "@/client/use-operation-form";

import { useReleaseChanged, type VersionRelease } from "./use-release-change";

/** A date and time as the browser's `datetime-local` input shows it, in the person's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

// The form holds the date as the input gives it (local time); the body gets the instant.
const formSchema = releaseMethodInput.safeExtend({ earliestReleaseDate: z.string().optional() });

/** How the version reaches the App Store after approval, and whether in phases. */
export function ReleaseMethodForm({ appId, release, canEdit }: { appId: string; release: VersionRelease; canEdit: boolean }) {
  const changed = useReleaseChanged(appId, release.versionId);
  const releaseType = (release.releaseType ?? "AFTER_APPROVAL") as "MANUAL" | "AFTER_APPROVAL" | "SCHEDULED";
  const form = useOperationForm(releases.updateVersion, {
    schema: formSchema,
    params: { appId, versionId: release.versionId },
    defaultValues: {
      releaseType,
      earliestReleaseDate: toLocalInput(release.earliestReleaseDate),
      phasedRelease: release.phasedRelease !== null,
    },
    keepValues: true,
    body: (values) => ({
      releaseType: values.releaseType,
      phasedRelease: values.phasedRelease,
      ...(values.releaseType === "SCHEDULED" && values.earliestReleaseDate
        ? { earliestReleaseDate: new Date(values.earliestReleaseDate).toISOString() }
        : {}),
    }),
    onSuccess: (updated) => {
      toast.success("Release settings saved.");
      changed(updated);
    },
  });
  return (
    <Card title="Release" description="What happens once App Review approves this version.">
      <form onSubmit={form.onSubmit} className="grid gap-3" aria-label="Release settings" noValidate>
        <fieldset disabled={!canEdit} className="grid gap-3">
          <SelectField label="After approval" {...form.text("releaseType")}>
            <option value="MANUAL">Wait for me to release it</option>
            <option value="AFTER_APPROVAL">Release it at once</option>
            <option value="SCHEDULED">Release it on a date</option>
          </SelectField>
          {form.values.releaseType === "SCHEDULED" && (
            <TextField label="Not before" type="datetime-local" {...form.text("earliestReleaseDate")} />
          )}
          <Checkbox
            label="Phased release for automatic updates"
            hint="Over seven days (1, 2, 5, 10, 20, 50, 100 % of automatic updates); it can be paused. Everyone can download it from the App Store at once."
            {...form.checkbox("phasedRelease")}
          />
        </fieldset>
        {canEdit && (
          <div>
            <Button type="submit" pending={form.pending}>
              Save release settings
            </Button>
          </div>
        )}
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
      </form>
    </Card>
  );
}
