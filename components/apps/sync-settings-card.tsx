"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { App } from "@/lib/ui/api-types";
import { SYNC_INTERVALS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

/** The automatic sync interval and how many versions syncs keep. */
export function SyncSettingsCard({ app }: { app: App }) {
  const queryClient = useQueryClient();
  const [pullInterval, setPullInterval] = useState(String(app.pullInterval));
  const [versionsToKeep, setVersionsToKeep] = useState(String(app.versionsToKeep));
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: async () => {
      let latest = app;
      if (Number(pullInterval) !== app.pullInterval) {
        latest = await apiFetch<App>(`/api/apps/${seg(app.id)}/pull-interval`, {
          method: "PATCH",
          body: { pullInterval: Number(pullInterval) },
        });
      }
      if (Number(versionsToKeep) !== app.versionsToKeep) {
        latest = await apiFetch<App>(`/api/apps/${seg(app.id)}/versions-to-keep`, {
          method: "PATCH",
          body: { versionsToKeep: Number(versionsToKeep) },
        });
      }
      return latest;
    },
    onSuccess: (latest) => {
      queryClient.setQueryData(keys.app(app.id), latest);
      void queryClient.invalidateQueries({ queryKey: keys.apps });
      setSaved(true);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  }

  return (
    <Card title="Sync settings">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Sync every"
            value={pullInterval}
            onChange={(event) => setPullInterval(event.target.value)}
            errors={fieldErrors(save.error, "pullInterval")}
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
            value={versionsToKeep}
            onChange={(event) => setVersionsToKeep(event.target.value)}
            errors={fieldErrors(save.error, "versionsToKeep")}
            hint="1–50. Older versions are dropped at the next sync (never the live or the editable one)."
          />
        </div>
        <ProblemAlert error={save.error} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" pending={save.isPending}>
            Save settings
          </Button>
          {saved && !save.isPending && (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              Saved.
            </span>
          )}
        </div>
      </form>
    </Card>
  );
}
