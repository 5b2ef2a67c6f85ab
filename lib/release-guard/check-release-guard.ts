import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import type { App, AppVersion, ReleaseGuard } from "@/lib/db/generated/client";
import { log } from "@/lib/log";
import { proposePhasedReleasePause } from "@/lib/proposals/propose-pause";
import { setPhasedReleaseState } from "@/lib/releases/release-version";
import { oneLine } from "@/lib/text/one-line";
import { sendReleaseAlert } from "@/lib/versions/release-alerts";

const WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the guard did for the app this time. */
export type ReleaseGuardOutcome =
  | { acted: false; reason: "off" | "no_rollout" | "too_few_reviews" | "below_threshold" | "already_acted" }
  | { acted: true; action: "paused" | "proposed"; versionId: string; rationale: string };

export interface LowRatingShare {
  total: number;
  low: number;
}

/** Whether the share of 1–2 star reviews is over the guard's limit (with enough reviews for it to mean something). */
export function overThreshold(guard: Pick<ReleaseGuard, "lowRatingPercent" | "minimumReviews">, share: LowRatingShare): boolean {
  return share.total >= guard.minimumReviews && share.low * 100 > guard.lowRatingPercent * share.total;
}

/**
 * The app's guard for phased releases, run after each sync (the reviews are freshest then). While a
 * version rolls out, the reviews written in the last 24 hours, and not before the rollout began,
 * are its reviews as far as anyone can tell (App Store Connect does not say which version a review
 * is about). When too many give 1 or 2 stars, the guard pauses the rollout or proposes the pause,
 * as the owner chose, and says why; it acts once per version, so a rollout a person resumed goes on.
 * A pause the store refuses becomes a proposal, so the people who ship still hear of it.
 */
export async function checkReleaseGuard(appId: string, now = new Date()): Promise<ReleaseGuardOutcome> {
  const guard = await db().releaseGuard.findUnique({ where: { appId }, include: { app: true } });
  if (!guard?.enabled || guard.app.suspendedAt) return { acted: false, reason: "off" };
  const version = await db().appVersion.findFirst({ where: { appId, phasedReleaseState: "ACTIVE" }, orderBy: { storeCreatedAt: "desc" } });
  if (!version) return { acted: false, reason: "no_rollout" };
  if (version.releaseGuardTrippedAt) return { acted: false, reason: "already_acted" };

  const share = await lowRatingShare(appId, windowStart(version, now));
  if (share.total < guard.minimumReviews) return { acted: false, reason: "too_few_reviews" };
  if (!overThreshold(guard, share)) return { acted: false, reason: "below_threshold" };

  // Claimed first: two syncs finishing together act once.
  const claimed = await db().appVersion.updateMany({
    where: { id: version.id, releaseGuardTrippedAt: null },
    data: { releaseGuardTrippedAt: now },
  });
  if (claimed.count !== 1) return { acted: false, reason: "already_acted" };

  const rationale = rationaleOf(version, guard, share);
  if (guard.action === "pause") {
    try {
      const client = await storeClientForApp(guard.app, { priority: "background", personWaits: false });
      await setPhasedReleaseState(client, version, "PAUSED", { source: "guard", note: `The release guard paused it: ${rationale}` });
      return { acted: true, action: "paused", versionId: version.id, rationale };
    } catch (error) {
      log.warn({ appId, versionId: version.id, err: error }, "release guard: the store refused the pause; proposing it instead");
      const refusal = error instanceof Error ? ` It could not pause the rollout itself: ${error.message}` : "";
      await propose(guard.app, version, `${rationale}${refusal}`);
      return { acted: true, action: "proposed", versionId: version.id, rationale };
    }
  }
  await propose(guard.app, version, rationale);
  return { acted: true, action: "proposed", versionId: version.id, rationale };
}

function windowStart(version: AppVersion, now: Date): Date {
  const dayAgo = new Date(now.getTime() - WINDOW_MS);
  const started = version.phasedReleaseStartDate;
  return started && started > dayAgo ? started : dayAgo;
}

async function lowRatingShare(appId: string, since: Date): Promise<LowRatingShare> {
  const where = { appId, storeCreatedAt: { gte: since } };
  const [total, low] = await Promise.all([
    db().customerReview.count({ where }),
    db().customerReview.count({ where: { ...where, rating: { lte: 2 } } }),
  ]);
  return { total, low };
}

function rationaleOf(version: AppVersion, guard: ReleaseGuard, share: LowRatingShare): string {
  const percent = Math.round((share.low * 100) / share.total);
  return (
    `${share.low} of the ${share.total} reviews written in the last 24 hours of version ${oneLine(version.versionString, 30)}'s rollout ` +
    `give 1 or 2 stars (${percent} %, above the ${guard.lowRatingPercent} % set for the guard).`
  );
}

/** The pause in the approval queue, and the people who ship told to decide it. */
async function propose(app: App, version: AppVersion, rationale: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await proposePhasedReleasePause(tx, app, version, rationale);
    await sendReleaseAlert(tx, version.id, {
      headline: (versionString) => `The release guard proposes pausing the phased release of version ${versionString}.`,
      nextStep: `${rationale} Approve or reject the pause in the app's approvals.`,
    });
  });
}
