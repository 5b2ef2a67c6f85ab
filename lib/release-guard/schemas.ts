import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";

export const RELEASE_GUARD_ACTIONS = ["pause", "propose"] as const;

/** The guard's settings as the owner sets them: one vocabulary for the API, the form and the check. */
export const RELEASE_GUARD_LIMITS = {
  lowRatingPercent: { min: 1, max: 100, default: 30 },
  minimumReviews: { min: 1, max: 1000, default: 5 },
} as const;

export const releaseGuardParams = z.strictObject({ appId: z.string().min(1).max(64) });

const lowRatingPercent = z
  .number()
  .int()
  .min(RELEASE_GUARD_LIMITS.lowRatingPercent.min)
  .max(RELEASE_GUARD_LIMITS.lowRatingPercent.max)
  .describe("The share of 1–2 star reviews, in percent, above which the guard acts.");
const minimumReviews = z
  .number()
  .int()
  .min(RELEASE_GUARD_LIMITS.minimumReviews.min)
  .max(RELEASE_GUARD_LIMITS.minimumReviews.max)
  .describe("The fewest reviews written in the window for the share to count (one early 1-star review is not a trend).");
const action = z
  .enum(RELEASE_GUARD_ACTIONS)
  .describe(
    "`pause`: the guard pauses the rollout and says why. `propose`: a pause waits in the app's approval queue for someone who ships.",
  );

export const releaseGuardInput = z
  .strictObject({
    enabled: z.boolean(),
    action,
    lowRatingPercent,
    minimumReviews,
  })
  .meta({ id: "ReleaseGuardInput" });

export const releaseGuard = z
  .object({
    enabled: z.boolean().describe("Off by default."),
    action,
    lowRatingPercent,
    minimumReviews,
    updatedAt: timestamp.nullable().describe("When the settings were last changed (null: never set)."),
    lastTrip: z
      .object({
        versionId: z.string(),
        versionString: z.string(),
        at: timestamp,
      })
      .nullable()
      .describe("The last version whose rollout the guard paused, or proposed to pause (it acts once per version)."),
  })
  .meta({ id: "ReleaseGuard" });
