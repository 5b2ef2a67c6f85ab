import type { z } from "zod";

import { toBuildView } from "@/lib/builds/views";
import type { AppVersion, Build, VersionReviewDetail } from "@/lib/db/generated/client";

import type { SubmissionResult } from "./submission";

import { findVersionRelease } from "./find-version-release";
import { PHASED_RELEASE_SHARES, type phasedRelease, type reviewDetails, type versionRelease } from "./schemas";

/** Apple's share of automatic updates on a day of the rollout (all of them once complete). */
export function phasedReleaseShare(state: string | null, day: number | null): number | null {
  if (state === "COMPLETE") return 100;
  if (!day || day < 1) return null;
  return PHASED_RELEASE_SHARES[Math.min(day, PHASED_RELEASE_SHARES.length) - 1]!;
}

const toPhasedReleaseView = (version: AppVersion): z.input<typeof phasedRelease> | null =>
  version.phasedReleaseStoreId && version.phasedReleaseState
    ? {
        state: version.phasedReleaseState,
        startedAt: version.phasedReleaseStartDate?.toISOString() ?? null,
        day: version.phasedReleaseDay,
        share: phasedReleaseShare(version.phasedReleaseState, version.phasedReleaseDay),
        pausedDays: version.phasedReleasePauseDays,
      }
    : null;

const toReviewDetailsView = (row: VersionReviewDetail): z.input<typeof reviewDetails> => ({
  contactFirstName: row.contactFirstName,
  contactLastName: row.contactLastName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  demoAccountName: row.demoAccountName,
  demoAccountPasswordSet: row.demoAccountPasswordSealed !== null,
  demoAccountRequired: row.demoAccountRequired,
  notes: row.notes,
});

export const toVersionReleaseView = (
  version: AppVersion & { reviewDetail: VersionReviewDetail | null },
  build: Build | null,
): z.input<typeof versionRelease> => ({
  versionId: version.id,
  versionString: version.versionString,
  platform: version.platform,
  appStoreState: version.appStoreState,
  build: build ? toBuildView(build, version.versionString) : null,
  buildStoreId: version.buildStoreId,
  releaseType: version.releaseType,
  earliestReleaseDate: version.earliestReleaseDate?.toISOString() ?? null,
  phasedRelease: toPhasedReleaseView(version),
  reviewDetails: version.reviewDetail ? toReviewDetailsView(version.reviewDetail) : null,
});

/** A submission's answer: the store's submission and the version as stored after it. */
export async function toSubmissionResultView({ version, submission }: SubmissionResult) {
  const row = await findVersionRelease(version.id);
  return {
    submission: {
      storeId: submission.id,
      state: submission.attributes?.state ?? "",
      submittedAt: submission.attributes?.submittedDate ?? null,
    },
    version: toVersionReleaseView(row.version, row.build),
  };
}
