"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as releases from "@/lib/releases/operations";
import { call } from "@/client/call";
import { versionState } from "@/client/store-labels";
import { isEditableState } from "@/lib/versions/editable-fields";

import { PhasedReleaseControls } from "./phased-release-controls";
import { useReleaseChanged, type VersionRelease } from "./use-release-change";

type Action = "submit" | "cancel" | "release";

const QUESTIONS: Record<Action, { title: string; confirm: string; body: string; destructive: boolean }> = {
  submit: {
    title: "Submit for review?",
    confirm: "Submit for review",
    body: "App Review gets this version with its build, texts and review details. While it is in review they cannot change.",
    destructive: false,
  },
  cancel: {
    title: "Withdraw from review?",
    confirm: "Withdraw",
    body: "The submission is canceled and the version can be edited again; it goes to the back of the queue when submitted again.",
    destructive: true,
  },
  release: {
    title: "Release now?",
    confirm: "Release now",
    body: "The version goes on the App Store for everyone (in phases for automatic updates if a phased release is set). This cannot be undone.",
    destructive: false,
  },
};

/** What can be done with the version in its state: submit, withdraw, release, and its phased rollout. */
export function ShippingActions({ appId, release, canShip }: { appId: string; release: VersionRelease; canShip: boolean }) {
  const changed = useReleaseChanged(appId, release.versionId);
  const [asking, setAsking] = useState<Action | null>(null);
  const params = { appId, versionId: release.versionId };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action === "submit") return (await call(releases.submitVersion, { params })).version;
      if (action === "cancel") return (await call(releases.cancelSubmission, { params })).version;
      return call(releases.releaseVersion, { params });
    },
    onSuccess: (updated, action) => {
      toast.success(
        action === "submit"
          ? "Submitted: App Review has it."
          : action === "cancel"
            ? "Withdrawn from review: the version can be edited again."
            : `Released: ${versionState(updated.appStoreState)[0]}.`,
      );
      changed(updated);
    },
    onError: () => changed(),
  });
  const state = release.appStoreState;
  const actions: Action[] = [
    ...(isEditableState(state) ? (["submit"] as const) : []),
    ...(["WAITING_FOR_REVIEW", "IN_REVIEW"].includes(state) ? (["cancel"] as const) : []),
    ...(state === "PENDING_DEVELOPER_RELEASE" ? (["release"] as const) : []),
  ];
  return (
    <Card title="Review and release" description={`Now: ${versionState(state)[0]}.`}>
      {canShip ? (
        <div className="grid gap-3">
          {actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={action === "cancel" ? "secondary" : "primary"}
                  pending={act.isPending && act.variables === action}
                  onClick={() => setAsking(action)}
                >
                  {QUESTIONS[action].confirm}
                </Button>
              ))}
            </div>
          )}
          <ProblemAlert error={act.error} />
          {release.phasedRelease && <PhasedReleaseControls appId={appId} release={release} />}
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Members who ship (owners, admins and developers) submit and release versions.
        </p>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={QUESTIONS[asking].title}
          confirmLabel={QUESTIONS[asking].confirm}
          destructive={QUESTIONS[asking].destructive}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            act.mutate(asking);
            setAsking(null);
          }}
        >
          {QUESTIONS[asking].body}
        </ConfirmDialog>
      )}
    </Card>
  );
}
