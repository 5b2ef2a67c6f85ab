"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as apps from "@/lib/apps/operations";
import type { App } from "@/client/api-types";
import { call } from "@/client/call";
import { SYNC_INTERVALS } from "@/client/labels";
import { operationKey } from "@/client/operation-keys";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";

// Two settings, two operations: the form checks both bodies at once.
const schema = bodySchema(apps.updatePullInterval).extend(bodySchema(apps.updateVersionsToKeep).shape);

/** The automatic sync interval and how many versions syncs keep. */
export function SyncSettingsCard({ app }: { app: App }) {
  const queryClient = useQueryClient();
  const params = { appId: app.id };
  // The settings as the form opened them: a save over someone else's change since is refused.
  const opened = useRef(app.settingsEtag);
  const form = useSchemaForm({
    schema,
    defaultValues: { pullInterval: app.pullInterval as 5 | 15 | 30, versionsToKeep: app.versionsToKeep },
    keepValues: true,
    // Only what changed is sent; the last answer is the app as it now is.
    send: async ({ pullInterval, versionsToKeep }) => {
      let latest = app;
      // Checked by the schema: one of the intervals (its output widens the numeric strings to number).
      const minutes = pullInterval as (typeof SYNC_INTERVALS)[number];
      if (minutes !== app.pullInterval)
        latest = await call(apps.updatePullInterval, { params, body: { pullInterval: minutes } }, { ifMatch: opened.current });
      if (versionsToKeep !== app.versionsToKeep)
        latest = await call(apps.updateVersionsToKeep, { params, body: { versionsToKeep } }, { ifMatch: latest.settingsEtag });
      return latest;
    },
    onSuccess: (latest) => {
      opened.current = latest.settingsEtag;
      queryClient.setQueryData(operationKey(apps.getApp, { params }), latest);
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
      toast.success("Sync settings saved.");
    },
  });

  return (
    <Card title="Sync settings">
      <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Sync every"
            value={String(form.values.pullInterval)}
            onChange={(event) => form.set("pullInterval", event.target.value as `${(typeof SYNC_INTERVALS)[number]}`)}
            errors={form.errors("pullInterval")}
          >
            {SYNC_INTERVALS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <TextField
            label="Versions to keep"
            type="number"
            min={1}
            max={50}
            {...form.number("versionsToKeep")}
            hint="1–50. Older versions are dropped at the next sync (never the live or the editable one)."
          />
        </div>
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" pending={form.pending}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
