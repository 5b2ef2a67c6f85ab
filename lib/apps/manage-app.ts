import "server-only";

import { db } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";
import { enforcePlanLimits } from "@/lib/billing/enforce-plan-limits";
import { ApiError, notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { appsVisibleTo, appVisibleTo, assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import { assertIntervalAllowed } from "@/lib/usage/check-limits";

import { getAppOrThrow } from "./find-app";
import { storeClientForApp } from "./store-client";
import { APP_VIEW_COLUMNS, appSettings, toAppView, type AppViewRow } from "./views";

/** Every app the user may see, across their teams (`teamId`: one team's only). */
export async function listApps(userId: string, teamId?: string): Promise<AppViewRow[]> {
  const visible = await appsVisibleTo(userId);
  return db().app.findMany({
    where: teamId === undefined ? visible : { AND: [visible, { teamId }] },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: APP_VIEW_COLUMNS,
  });
}

/** The app with its sync settings and key, in one read; an app the caller cannot see answers 404, as `getAppOrThrow` does. */
export async function getApp(userId: string, appId: string) {
  const app = await db().app.findFirst({ where: appVisibleTo(userId, appId), select: APP_VIEW_COLUMNS });
  if (!app) throw notFound("app");
  return toAppView(app);
}

/**
 * Deletes the app and everything stored under it (rows cascade from App) in one transaction,
 * and cancels its background runs, so no sync or agent step acts on it afterwards. An app
 * suspended by a downgrade may come back: the plan's limits are applied again.
 */
export async function deleteApp(userId: string, appId: string, confirmationName: string): Promise<void> {
  const deleted = await db().$transaction(async (tx) => {
    const app = await tx.app.findFirst({ where: appVisibleTo(userId, appId) });
    if (!app) throw new ApiError("not_found", "The app does not exist.");
    assertAllowed(await membershipOrThrow(userId, app.teamId, tx), "apps.manage");
    if (app.name !== confirmationName) {
      throw new ApiError("confirmation_mismatch", "confirmationName must equal the app's name exactly; nothing was deleted.", {
        errors: [{ path: "query.confirmationName", message: "Does not match the app's name" }],
      });
    }
    const webhook = await tx.storeWebhook.findUnique({ where: { appId: app.id }, select: { storeId: true } });
    await tx.app.delete({ where: { id: app.id } });
    await recordTeamEvent(tx, {
      teamId: app.teamId,
      actorId: userId,
      action: "app.deleted",
      data: { appId: app.id, appName: app.name, storeId: app.storeId },
    });
    await enforcePlanLimits(tx, app.teamId);
    await tx.job.updateMany({
      where: { status: { in: ["queued", "running", "sleeping"] }, payload: { path: ["appId"], equals: app.id } },
      data: { status: "cancelled", finishedAt: new Date(), leaseOwner: null, leaseUntil: null },
    });
    return { app, webhookStoreId: webhook?.storeId ?? null };
  });
  if (deleted.webhookStoreId) await removeStoreWebhook(deleted.app, deleted.webhookStoreId);
}

/**
 * The app's App Store Connect webhook goes with it (App Store Connect would otherwise keep
 * delivering to an address that answers 404, and it counts against Apple's 10 per app). After the
 * app is gone here, and best effort: a key that was revoked meanwhile cannot delete it, which is
 * logged, not an error for the person who deleted the app.
 */
async function removeStoreWebhook(app: App, webhookStoreId: string): Promise<void> {
  try {
    await (await storeClientForApp(app)).deleteWebhook(webhookStoreId);
  } catch (error) {
    log.warn({ appId: app.id, kind: (error as { kind?: string }).kind }, "the app's store webhook was not removed");
  }
}

/** The app's sync settings as the caller reads them: what `If-Match` is held to. */
export async function appSettingsNow(userId: string, appId: string) {
  return appSettings(await getAppOrThrow(userId, appId));
}

/**
 * A new interval applies from the last sync: an app due sooner under it is due now. One shorter
 * than the plan allows is `402 quota_exceeded` (feature `sync_interval`) and changes nothing.
 */
export async function updatePullInterval(userId: string, appId: string, pullInterval: number) {
  const app = await getAppOrThrow(userId, appId, "apps.manage");
  await assertIntervalAllowed(db(), app.teamId, pullInterval);
  const base = app.lastSyncedAt ?? app.createdAt;
  return toAppView(
    await db().app.update({
      where: { id: app.id },
      data: { pullInterval, nextSyncAt: new Date(base.getTime() + pullInterval * 60_000) },
      select: APP_VIEW_COLUMNS,
    }),
  );
}

export async function updateVersionsToKeep(userId: string, appId: string, versionsToKeep: number) {
  const app = await getAppOrThrow(userId, appId, "apps.manage");
  return toAppView(await db().app.update({ where: { id: app.id }, data: { versionsToKeep }, select: APP_VIEW_COLUMNS }));
}
