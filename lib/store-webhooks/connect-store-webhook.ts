import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { storeClientForApp } from "@/lib/apps/store-client";
import { seal } from "@/lib/crypto/secret-box";
import { newSecretToken } from "@/lib/crypto/secret-token";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";
import type { App, StoreWebhook } from "@/lib/db/generated/client";
import { log } from "@/lib/log";
import { isStoreError } from "@/lib/store/errors";

import { storeWebhookAddress } from "./address";

/** Bound to its app: a sealed secret copied onto another row does not open. */
export const webhookSecretOwner = (appId: string) => `store-webhook-secret:${appId}`;

const REFUSED: Record<string, string> = {
  forbidden: "the app's key may not manage webhooks (it needs the Admin or App Manager role)",
  state_conflict: "App Store Connect refused it (an app has at most 10 webhooks)",
  invalid_request: "App Store Connect refused it",
};

/**
 * Gives the app one App Store Connect webhook for its versions' states and its builds' processing,
 * signed with a secret generated here and kept sealed; or records, in words, why it cannot
 * (no public address, the key's role, Apple's limit of 10): the app is then kept current by its
 * syncs, and by polling while a version is in review. Done after the app's first sync, and again
 * on demand (`POST /apps/{appId}/store-webhook`) once the cause is fixed. An app already on is left as it is.
 */
export async function connectStoreWebhook(app: App): Promise<StoreWebhook> {
  const existing = await db().storeWebhook.findUnique({ where: { appId: app.id } });
  if (existing?.status === "on") return existing;
  const address = storeWebhookAddress(app.id);
  if ("reason" in address) return saveOff(app.id, address.reason);
  const secret = newSecretToken();
  try {
    const client = await storeClientForApp(app);
    const made = await client.createWebhook(app.storeId, {
      name: "App publishing service",
      url: address.url,
      secret,
      eventTypes: ["APP_STORE_VERSION_APP_VERSION_STATE_UPDATED", "BUILD_UPLOAD_STATE_UPDATED"],
    });
    const on = { storeId: made.id, secretSealed: seal(serviceKeyRing(), secret, webhookSecretOwner(app.id)), status: "on", reason: null };
    return await db().storeWebhook.upsert({ where: { appId: app.id }, create: { appId: app.id, ...on }, update: on });
  } catch (error) {
    if (!isStoreError(error)) throw error;
    log.warn({ appId: app.id, kind: error.kind }, "store webhook not created");
    return saveOff(app.id, `Instant updates could not be turned on: ${REFUSED[error.kind] ?? "App Store Connect did not answer"}.`);
  }
}

/** The same, for a member who may manage the app (`apps.manage`). */
export async function connectInstantUpdates(userId: string, appId: string): Promise<{ app: App; webhook: StoreWebhook }> {
  const app = await getAppOrThrow(userId, appId, "apps.manage");
  return { app, webhook: await connectStoreWebhook(app) };
}

function saveOff(appId: string, reason: string): Promise<StoreWebhook> {
  const off = { status: "off", reason, storeId: null, secretSealed: null };
  return db().storeWebhook.upsert({ where: { appId }, create: { appId, ...off }, update: off });
}

/** After a sync: an app that never had its webhook looked at gets it (apps registered before instant updates included). */
export async function connectNewStoreWebhook(appId: string): Promise<string> {
  const app = await db().app.findUnique({ where: { id: appId } });
  if (!app || (await db().storeWebhook.count({ where: { appId } })) > 0) return "unchanged";
  return (await connectStoreWebhook(app)).status;
}
