"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as releases from "@/lib/releases/operations";
import { call } from "@/client/call";
import { plural } from "@/client/format";

import { useReleaseChanged, type VersionRelease } from "./use-release-change";

type Target = "ACTIVE" | "PAUSED" | "COMPLETE";

const STATE_WORDS: Record<string, string> = {
  INACTIVE: "Starts when the version is released",
  ACTIVE: "Rolling out",
  PAUSED: "Paused",
  COMPLETE: "Complete: every automatic update gets it",
};

/** The phased rollout: its day and share, paused days, and pause, resume or "release to everyone". */
export function PhasedReleaseControls({ appId, release }: { appId: string; release: VersionRelease }) {
  const phased = release.phasedRelease!;
  const changed = useReleaseChanged(appId, release.versionId);
  const [completing, setCompleting] = useState(false);
  const update = useMutation({
    mutationFn: (state: Target) => call(releases.updatePhasedRelease, { params: { appId, versionId: release.versionId }, body: { state } }),
    onSuccess: (updated, state) => {
      toast.success(
        state === "PAUSED" ? "Rollout paused." : state === "ACTIVE" ? "Rollout resumed." : "Released to every automatic update.",
      );
      changed(updated);
    },
  });
  const running = phased.state === "ACTIVE" || phased.state === "PAUSED";
  const toggle: Target = phased.state === "ACTIVE" ? "PAUSED" : "ACTIVE";
  return (
    <section aria-label="Phased release" className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <h3 className="text-sm font-semibold">Phased release</h3>
      <p className="mt-1 text-sm" data-testid="phased-release-status">
        {STATE_WORDS[phased.state] ?? phased.state}
        {running && phased.day ? `: day ${phased.day} of 7, ${phased.share} % of automatic updates` : ""}
        {phased.pausedDays ? ` (paused ${plural(phased.pausedDays, "day")} so far, of 30 allowed)` : ""}.
      </p>
      {running && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            pending={update.isPending && update.variables === toggle}
            onClick={() => update.mutate(toggle)}
          >
            {toggle === "PAUSED" ? "Pause rollout" : "Resume rollout"}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            pending={update.isPending && update.variables === "COMPLETE"}
            onClick={() => setCompleting(true)}
          >
            Release to everyone now
          </Button>
        </div>
      )}
      <ProblemAlert error={update.error} className="mt-2" />
      <ConfirmDialog
        open={completing}
        title="Release to everyone now?"
        confirmLabel="Release to everyone"
        destructive={false}
        onCancel={() => setCompleting(false)}
        onConfirm={() => {
          update.mutate("COMPLETE");
          setCompleting(false);
        }}
      >
        Every automatic update gets this version from now on; the phased release cannot be paused again.
      </ConfirmDialog>
    </section>
  );
}
