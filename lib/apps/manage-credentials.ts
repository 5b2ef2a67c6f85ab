import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Credential } from "@/lib/db/generated/client";

import { assertUsablePrivateKey, openTeamKey, storeTeamKey } from "./credentials";
import { fetchStoreApp } from "./fetch-store-app";
import { getAppOrThrow } from "./find-app";
import { readKeyBudget } from "./key-budget";
import { requestSync } from "./request-sync";
import type { replaceCredentialsInput } from "./schemas";
import { toCredentialsView } from "./views";

/**
 * Gives the app another key once the store accepts it for this app; a refused key changes
 * nothing. The key joins the team's keys (or is one it has); the team's other apps keep theirs.
 */
export async function replaceCredentials(userId: string, appId: string, input: z.output<typeof replaceCredentialsInput>) {
  assertUsablePrivateKey(input.privateKey);
  const app = await getAppOrThrow(userId, appId, "keys.manage");
  const key = {
    keyId: input.keyId,
    issuerId: input.issuerId ?? null,
    isIndividualKey: input.isIndividualKey,
    privateKey: input.privateKey,
  };
  await fetchStoreApp(key, app.userId, app.storeId);
  const [updated, credential] = await db().$transaction(async (tx) => {
    const credential = await storeTeamKey(tx, app.teamId, key, new Date(), userId);
    const updated = await tx.app.update({
      where: { id: app.id },
      data: { credentialId: credential.id, vendorNumber: input.vendorNumber ?? app.vendorNumber },
    });
    // A paused app (beyond the plan's apps) keeps the new key and syncs when the plan allows it again.
    if (!app.suspendedAt) await requestSync(tx, app, "credentials_replaced");
    return [updated, credential] as const;
  });
  return credentialsView(updated, credential);
}

/** Checks the app's key against the store now. */
export async function verifyCredentials(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId, "keys.manage");
  const stored = await appCredential(app);
  await fetchStoreApp(await openTeamKey(stored), app.userId, app.storeId);
  return credentialsView(app, await db().credential.update({ where: { id: stored.id }, data: { verifiedAt: new Date() } }));
}

const appCredential = (app: { credentialId: string }) => db().credential.findUniqueOrThrow({ where: { id: app.credentialId } });

/** The key's metadata (never the key) with the hour's budget every app on the key shares. */
async function credentialsView(app: { userId: string; vendorNumber: string }, key: Credential) {
  return toCredentialsView(app, key, await readKeyBudget(key, app.userId));
}

/** The app's key as its members see it (`credentialsView`); an app they cannot see answers 404. */
export async function getCredentials(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  return credentialsView(app, await appCredential(app));
}
