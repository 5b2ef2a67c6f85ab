import "server-only";

import type { z } from "zod";

import { assertUsablePrivateKey, replaceStoredKey } from "@/lib/apps/credentials";
import { requestSync } from "@/lib/apps/request-sync";
import type { teamKeyInput } from "@/lib/apps/schemas";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { teamKeyOrThrow, teamKeyView } from "./list-team-keys";
import { storeAppsSeenBy } from "./store-apps-seen-by";

/**
 * Key rotation: the new key replaces the stored one for every app that uses it, once App Store
 * Connect shows it every one of those apps (a key of another account, or one that cannot see an
 * app, changes nothing). Each app then syncs with it; the team's log records the change.
 */
export async function replaceTeamKey(userId: string, teamId: string, credentialId: string, input: z.output<typeof teamKeyInput>) {
  const current = await teamKeyOrThrow(userId, teamId, credentialId, "keys.manage");
  assertUsablePrivateKey(input.privateKey);
  const key = {
    keyId: input.keyId,
    issuerId: input.issuerId ?? null,
    isIndividualKey: input.isIndividualKey,
    privateKey: input.privateKey,
  };
  const apps = await db().app.findMany({
    where: { credentialId },
    select: { id: true, userId: true, storeId: true, name: true, suspendedAt: true },
  });
  // Apple shows a key the same apps whoever asks; the built-in simulator keeps a sandbox per owner.
  const perOwner = env().storeSimulatorMounted;
  const owners = perOwner ? [...new Set(apps.map((app) => app.userId))] : [];
  const missing: string[] = [];
  for (const ownerId of owners.length > 0 ? owners : [userId]) {
    const seen = new Set((await storeAppsSeenBy(key, ownerId)).map((storeApp) => storeApp.id));
    missing.push(...apps.filter((app) => (!perOwner || app.userId === ownerId) && !seen.has(app.storeId)).map((app) => app.name));
  }
  if (missing.length > 0) {
    throw new ApiError("key_misses_apps", `App Store Connect does not show this key ${missing.join(", ")}: nothing was changed.`);
  }
  const replaced = await db().$transaction(async (tx) => {
    const replaced = await replaceStoredKey(tx, current, key, new Date());
    // A paused app (beyond the plan's apps) keeps the new key and syncs when the plan allows it again.
    for (const app of apps.filter((app) => !app.suspendedAt)) await requestSync(tx, app, "credentials_replaced");
    await recordTeamEvent(tx, {
      teamId,
      actorId: userId,
      action: "key.replaced",
      data: { credentialId, keyId: key.keyId, formerKeyId: current.keyId, apps: apps.length },
    });
    return replaced;
  });
  return teamKeyView(userId, replaced);
}
