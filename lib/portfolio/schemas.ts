import { z } from "zod";

import { app } from "@/lib/apps/schemas";
import { timestamp } from "@/lib/http/schemas";

/** Days of each window the rating trend compares. */
export const TREND_WINDOW_DAYS = 90;

const versionRef = z
  .object({
    id: z.string(),
    versionString: z.string(),
    appStoreState: z.string().describe("App Store Connect's state, e.g. `READY_FOR_SALE`, `PREPARE_FOR_SUBMISSION`, `WAITING_FOR_REVIEW`."),
  })
  .meta({ id: "VersionRef" });

const ratingWindow = z.object({
  count: z.number().int().min(0),
  average: z.number().min(1).max(5).nullable().describe("Mean star rating, two decimals; null without reviews."),
});

export const appSummary = z
  .object({
    appId: z.string(),
    teamId: z.string().describe("The team the app belongs to."),
    name: z.string(),
    bundleId: z.string().nullable(),
    storeId: z.string(),
    syncStatus: app.shape.syncStatus,
    syncResumesAt: app.shape.syncResumesAt,
    lastSyncedAt: timestamp.nullable(),
    suspendedAt: app.shape.suspendedAt,
    lastSyncError: z.string().nullable(),
    liveVersion: versionRef.nullable().describe("The version on the App Store, if any."),
    nextVersion: versionRef
      .nullable()
      .describe("The newest version on its way (being prepared, in review, rejected or waiting for release), if any."),
    rating: z
      .object({
        count: z.number().int().min(0).describe("Synced reviews."),
        average: ratingWindow.shape.average,
        recent: ratingWindow.describe(`Reviews of the last ${TREND_WINDOW_DAYS} days.`),
        previous: ratingWindow.describe(`Reviews of the ${TREND_WINDOW_DAYS} days before those.`),
      })
      .describe("From synced reviews. The trend is `recent.average` against `previous.average`."),
    unansweredReviews: z.number().int().min(0).describe("Synced reviews without a response."),
    agent: z
      .object({
        enabled: z.boolean(),
        status: z.enum(["disabled", "idle", "thinking", "awaiting_approval", "executing", "sleeping", "error"]),
        pendingAction: z
          .object({ summary: z.string(), createdAt: timestamp })
          .nullable()
          .describe("The change waiting for the owner's decision."),
      })
      .nullable()
      .describe("The app's agent; null until it was first opened or enabled."),
  })
  .meta({ id: "AppSummary", description: "What a publisher checks first about an app, as of its last sync." });
