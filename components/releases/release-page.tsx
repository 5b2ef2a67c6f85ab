"use client";

import Link from "next/link";

import { PageHeader } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { VersionStateBadge } from "@/components/ui/status-badge";
import * as releases from "@/lib/releases/operations";
import { useApp, useTeamPermissions } from "@/client/queries";
import { platformName } from "@/lib/text/platforms";
import { useOperation } from "@/client/use-operation";
import { isEditableState } from "@/lib/versions/editable-fields";

import { BuildPicker } from "./build-picker";
import { ReadinessChecklist } from "./readiness-checklist";
import { ReleaseMethodForm } from "./release-method-form";
import { ReviewDetailsForm } from "./review-details-form";
import { ShippingActions } from "./shipping-actions";
import { VersionTimeline } from "./version-timeline";

/** Shipping one version: the checklist, its build, release method and review details, submission and release, and its timeline. */
export function ReleasePage({ appId, versionId }: { appId: string; versionId: string }) {
  const release = useOperation(releases.getVersionRelease, { params: { appId, versionId } });
  const { may } = useTeamPermissions(useApp(appId).data?.teamId);
  return (
    <QueryState query={release} loadingLabel="Loading the release…">
      {(data) => {
        const canShip = may("versions.manage");
        const canEdit = canShip && isEditableState(data.appStoreState);
        // Forms start from what is stored: a new answer (another member's change) starts them again.
        const key = JSON.stringify([
          data.build?.id,
          data.releaseType,
          data.earliestReleaseDate,
          data.phasedRelease?.state,
          data.reviewDetails,
        ]);
        return (
          <div className="grid gap-4">
            <PageHeader
              title={
                <span className="flex flex-wrap items-center gap-2">
                  Ship {platformName(data.platform)} version {data.versionString} <VersionStateBadge state={data.appStoreState} />
                </span>
              }
              actions={
                <Link href={`/apps/${appId}/versions/${versionId}`} className="text-sm hover:underline">
                  Texts of this version
                </Link>
              }
            />
            <ShippingActions appId={appId} release={data} canShip={canShip} />
            {isEditableState(data.appStoreState) && (
              <ReadinessChecklist appId={appId} versionId={versionId} canEdit={canShip && may("metadata.publish")} />
            )}
            <div className="grid gap-4 lg:grid-cols-2" key={key}>
              <BuildPicker appId={appId} release={data} canEdit={canEdit} />
              <ReleaseMethodForm appId={appId} release={data} canEdit={canEdit} />
              <div className="lg:col-span-2">
                <ReviewDetailsForm appId={appId} release={data} canEdit={canEdit} />
              </div>
            </div>
            <VersionTimeline appId={appId} versionId={versionId} />
          </div>
        );
      }}
    </QueryState>
  );
}
