"use client";

import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import * as builds from "@/lib/builds/operations";
import type { ResultOf } from "@/lib/http/operation";
import * as releases from "@/lib/releases/operations";
import { buildChoiceInput } from "@/lib/releases/schemas";
import { formatDateTime } from "@/client/format";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

import { useReleaseChanged, type VersionRelease } from "./use-release-change";

type Build = ResultOf<typeof builds.listBuilds>["items"][number];

/** Why a build cannot ship, in words; null when it can. */
function unusable(build: Build): string | null {
  if (build.expired) return "expired";
  if (build.processingState === "PROCESSING") return "still processing";
  if (build.processingState !== "VALID") return "invalid";
  return null;
}

/** The build this version ships: the newest processed ones to choose from, the others shown with why not. */
export function BuildPicker({ appId, release, canEdit }: { appId: string; release: VersionRelease; canEdit: boolean }) {
  const list = useOperation(builds.listBuilds, { params: { appId }, query: { limit: 50 } });
  const changed = useReleaseChanged(appId, release.versionId);
  const form = useOperationForm(releases.updateVersion, {
    schema: buildChoiceInput,
    params: { appId, versionId: release.versionId },
    defaultValues: { buildId: release.build?.id ?? "" },
    keepValues: true,
    onSuccess: (updated) => {
      toast.success(`Build ${updated.build?.version ?? ""} is attached.`);
      changed(updated);
    },
  });
  const current = release.build
    ? `Build ${release.build.version}${release.build.uploadedAt ? `, uploaded ${formatDateTime(release.build.uploadedAt)}` : ""}`
    : release.buildStoreId
      ? "A build the last sync did not read"
      : "None yet";
  return (
    <Card title="Build" description={`Attached: ${current}.`}>
      <div id="build" />
      {canEdit ? (
        <QueryState query={list} loadingLabel="Loading builds…">
          {({ items }) => (
            <form onSubmit={form.onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Attach a build" noValidate>
              <div className="min-w-56 grow">
                <SelectField label="Build to ship" {...form.text("buildId")}>
                  <option value="">Choose a build</option>
                  {items.map((build) => (
                    <option key={build.id} value={build.id} disabled={unusable(build) !== null}>
                      {`Build ${build.version}${build.uploadedAt ? `, ${formatDateTime(build.uploadedAt)}` : ""}${unusable(build) ? ` (${unusable(build)})` : ""}`}
                    </option>
                  ))}
                </SelectField>
              </div>
              <Button type="submit" pending={form.pending} disabled={form.values.buildId === release.build?.id}>
                Attach build
              </Button>
              <ProblemAlert error={form.problem} fields={form.fieldNames} className="basis-full" />
            </form>
          )}
        </QueryState>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The build can change while the version is being prepared, by members who ship.
        </p>
      )}
    </Card>
  );
}
