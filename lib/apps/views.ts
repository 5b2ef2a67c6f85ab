import type { z } from "zod";

import type { App, Credential, Prisma } from "@/lib/db/generated/client";
import { etagOf } from "@/lib/http/etag";

import type { KeyBudgetView } from "./key-budget";
import type { app, credentials } from "./schemas";

/** The columns an app's view shows: lists read these alone (never the sealed key). */
export const APP_VIEW_COLUMNS = {
  id: true,
  teamId: true,
  name: true,
  storeId: true,
  bundleId: true,
  primaryLocale: true,
  credentialId: true,
  credential: { select: { keyId: true, issuerId: true, isIndividualKey: true } },
  vendorNumber: true,
  pullInterval: true,
  versionsToKeep: true,
  syncStatus: true,
  syncResumesAt: true,
  lastSyncedAt: true,
  lastSyncError: true,
  nextSyncAt: true,
  suspendedAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.AppSelect;

export type AppViewRow = Prisma.AppGetPayload<{ select: typeof APP_VIEW_COLUMNS }>;

/** The app's sync settings as a reader sees them (what the pull-interval and versions-to-keep edits change): what their ETag is the hash of. */
export const appSettings = (row: Pick<App, "pullInterval" | "versionsToKeep">) => ({
  pullInterval: row.pullInterval,
  versionsToKeep: row.versionsToKeep,
});

export const toAppView = (row: AppViewRow): z.input<typeof app> => ({
  id: row.id,
  teamId: row.teamId,
  name: row.name,
  storeId: row.storeId,
  bundleId: row.bundleId,
  primaryLocale: row.primaryLocale,
  credentialId: row.credentialId,
  keyId: row.credential.keyId,
  issuerId: row.credential.issuerId,
  vendorNumber: row.vendorNumber,
  isIndividualKey: row.credential.isIndividualKey,
  pullInterval: row.pullInterval,
  versionsToKeep: row.versionsToKeep,
  settingsEtag: etagOf(appSettings(row)),
  syncStatus: row.syncStatus,
  syncResumesAt: row.syncResumesAt?.toISOString() ?? null,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastSyncError: row.lastSyncError,
  nextSyncAt: row.nextSyncAt.toISOString(),
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCredentialsView = (app: Pick<App, "vendorNumber">, key: Credential, budget: KeyBudgetView): z.input<typeof credentials> => ({
  credentialId: key.id,
  keyId: key.keyId,
  issuerId: key.issuerId,
  isIndividualKey: key.isIndividualKey,
  vendorNumber: app.vendorNumber,
  keyFingerprint: key.keyFingerprint,
  verifiedAt: key.verifiedAt?.toISOString() ?? null,
  requestBudget: {
    limit: budget.limit,
    remaining: budget.remaining,
    reservedForPeople: budget.reserve,
    resetsAt: budget.resetsAt?.toISOString() ?? null,
  },
});
