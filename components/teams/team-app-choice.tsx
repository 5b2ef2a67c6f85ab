"use client";

import { Checkbox } from "@/components/ui/field";
import * as apps from "@/lib/apps/operations";
import { useOperation } from "@/client/use-operation";

/** Which of the team's apps someone sees: every app (null), or the ones ticked. */
export function TeamAppChoice({
  teamId,
  value,
  onChange,
}: {
  teamId: string;
  value: string[] | null;
  onChange: (appIds: string[] | null) => void;
}) {
  const teamApps = useOperation(apps.listApps, { query: { teamId } });
  const chosen = value ?? [];
  return (
    <>
      <Checkbox
        label="Every app of the team, present and future"
        checked={value === null}
        onChange={(event) => onChange(event.target.checked ? null : [])}
      />
      {value !== null &&
        (teamApps.data?.items ?? []).map((app) => (
          <Checkbox
            key={app.id}
            label={app.name}
            checked={chosen.includes(app.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, app.id] : chosen.filter((id) => id !== app.id))}
          />
        ))}
    </>
  );
}
