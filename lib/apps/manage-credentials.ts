import "server-only";

import { openPrivateKey, sealPrivateKey } from "@/lib/crypto/app-key-seal";
import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";

import { assertUsablePrivateKey, keyFingerprint } from "./credentials";
import { fetchStoreApp } from "./fetch-store-app";
import { readKeyBudget } from "./key-budget";
import { getAppOrThrow } from "./find-app";
import { requestSync } from "./request-sync";
import type { replaceCredentialsInput } from "./schemas";
import { toCredentialsView } from "./views";

/** Replaces the key once the store accepts it for this app; a refused key changes nothing. */
export async function replaceCredentials(userId: string, appId: string, input: z.output<typeof replaceCredentialsInput>): Promise<App> {
  assertUsablePrivateKey(input.privateKey);
  const app = await getAppOrThrow(userId, appId, "keys.manage");
  await fetchStoreApp(input, app.userId, app.storeId);
  return db().$transaction(async (tx) => {
    const updated = await tx.app.update({
      where: { id: app.id },
      data: {
        keyId: input.keyId,
        issuerId: input.issuerId ?? null,
        isIndividualKey: input.isIndividualKey,
        vendorNumber: input.vendorNumber ?? app.vendorNumber,
        privateKeyEncrypted: sealPrivateKey(app, input.privateKey),
        keyFingerprint: keyFingerprint(input.privateKey),
        credentialsVerifiedAt: new Date(),
      },
    });
    // A paused app (beyond the plan's apps) keeps the new key and syncs when the plan allows it again.
    if (!app.suspendedAt) await requestSync(tx, app, "credentials_replaced");
    return updated;
  });
}

/** Checks the stored key against the store now. */
export async function verifyCredentials(userId: string, appId: string): Promise<App> {
  const app = await getAppOrThrow(userId, appId, "keys.manage");
  await fetchStoreApp(
    { keyId: app.keyId, issuerId: app.issuerId, isIndividualKey: app.isIndividualKey, privateKey: openPrivateKey(app) },
    app.userId,
    app.storeId,
  );
  return db().app.update({ where: { id: app.id }, data: { credentialsVerifiedAt: new Date() } });
}

/** The key's metadata (never the key) with the hour's budget every app on the key shares. */
export async function credentialsView(app: App) {
  return toCredentialsView(app, await readKeyBudget(app));
}

/** The app's key as its owner sees it (`credentialsView`); another user's app answers 404. */
export async function getCredentials(userId: string, appId: string) {
  return credentialsView(await getAppOrThrow(userId, appId));
}
