"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as releaseGuard from "@/lib/release-guard/operations";
import { RELEASE_GUARD_LIMITS } from "@/lib/release-guard/schemas";
import type { ResultOf } from "@/lib/http/operation";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

type Guard = ResultOf<typeof releaseGuard.getReleaseGuard>;

const DESCRIPTION =
  "While a version rolls out in phases, the guard reads the reviews written in the last 24 hours after each sync. When too many give 1 or 2 stars, it pauses the rollout, or asks the people who ship to, and says why.";

/** The app's guard for phased releases: off by default; those who ship set it, everyone sees it. */
export function ReleaseGuardCard({ appId, canEdit }: { appId: string; canEdit: boolean }) {
  const guard = useOperation(releaseGuard.getReleaseGuard, { params: { appId } });
  return (
    <Card title="Release guard" description={DESCRIPTION}>
      <QueryState query={guard} loadingLabel="Loading…">
        {(data) => (
          <div className="grid gap-3">
            {canEdit ? <GuardForm key={data.updatedAt ?? "never"} appId={appId} guard={data} /> : <GuardInWords guard={data} />}
            {data.lastTrip && (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                Last acted on{" "}
                <Link className="underline" href={`/apps/${appId}/versions/${data.lastTrip.versionId}/release`}>
                  version {data.lastTrip.versionString}
                </Link>{" "}
                <Time value={data.lastTrip.at} />.
              </p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function GuardInWords({ guard }: { guard: Guard }) {
  if (!guard.enabled) return <p className="text-sm">Off.</p>;
  return (
    <p className="text-sm">
      <strong>On:</strong> when more than {guard.lowRatingPercent} % of at least {guard.minimumReviews} recent reviews give 1 or 2 stars, it{" "}
      {guard.action === "pause" ? "pauses the rollout" : "proposes pausing the rollout"}.
    </p>
  );
}

function GuardForm({ appId, guard }: { appId: string; guard: Guard }) {
  const queryClient = useQueryClient();
  const params = { appId };
  const form = useOperationForm(releaseGuard.updateReleaseGuard, {
    params,
    defaultValues: {
      enabled: guard.enabled,
      action: guard.action,
      lowRatingPercent: guard.lowRatingPercent,
      minimumReviews: guard.minimumReviews,
    },
    keepValues: true,
    onSuccess: (saved) => {
      queryClient.setQueryData(operationKey(releaseGuard.getReleaseGuard, { params }), saved);
      toast.success(saved.enabled ? "Release guard on." : "Release guard off.");
    },
  });
  const { lowRatingPercent, minimumReviews } = RELEASE_GUARD_LIMITS;
  return (
    <form onSubmit={form.onSubmit} className="grid gap-3" aria-label="Release guard" noValidate>
      <Checkbox label="Guard phased releases of this app" {...form.checkbox("enabled")} />
      <fieldset disabled={!form.values.enabled} className="grid gap-3 disabled:opacity-60">
        <SelectField label="When it trips" {...form.text("action")}>
          <option value="propose">Propose pausing the rollout (someone who ships approves it)</option>
          <option value="pause">Pause the rollout at once</option>
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Share of 1–2 star reviews above"
            type="number"
            min={lowRatingPercent.min}
            max={lowRatingPercent.max}
            hint={`In percent, ${lowRatingPercent.min}–${lowRatingPercent.max}.`}
            {...form.number("lowRatingPercent")}
          />
          <TextField
            label="Out of at least"
            type="number"
            min={minimumReviews.min}
            max={minimumReviews.max}
            hint="Reviews in the last 24 hours; fewer are not a trend."
            {...form.number("minimumReviews")}
          />
        </div>
      </fieldset>
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      <div>
        <Button type="submit" variant="secondary" pending={form.pending}>
          Save the guard
        </Button>
      </div>
    </form>
  );
}
