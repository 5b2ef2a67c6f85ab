import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { Prisma, type App, type Credential } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { assertAllowed, defaultTeamId, membershipOrThrow } from "@/lib/teams/membership";
import { assertRoomForApp, checkRoomForApp } from "@/lib/usage/check-limits";

import { assertUsablePrivateKey, openTeamKey, storeTeamKey, type AppCredentials } from "./credentials";
import { fetchStoreApp } from "./fetch-store-app";
import { requestSync } from "./request-sync";
import type { registerAppInput } from "./schemas";

const alreadyRegistered = () => new ApiError("app_exists", "This App Store app is registered in this team already.");

/** The key a registration names: one the team stores, or the one given (checked it can be loaded). */
async function keyToRegisterWith(teamId: string, input: z.output<typeof registerAppInput>): Promise<AppCredentials> {
  if (input.credentialId !== undefined) {
    const stored = await db().credential.findFirst({ where: { id: input.credentialId, teamId } });
    if (!stored) throw notFound("key");
    return openTeamKey(stored);
  }
  const key = {
    keyId: input.keyId!,
    issuerId: input.issuerId ?? null,
    isIndividualKey: input.isIndividualKey,
    privateKey: input.privateKey!,
  };
  assertUsablePrivateKey(key.privateKey);
  return key;
}

/**
 * Registers an app: the store must accept the key (reading the app gives its name), then the
 * app, its key (stored once per team), and the event for its first sync are written in one
 * transaction. A refused registration stores nothing. The plan's `apps` limit is checked first
 * (no store call when it is reached) and again, with the team's row locked, in the transaction
 * that registers.
 */
export async function registerApp(userId: string, input: z.output<typeof registerAppInput>): Promise<App & { credential: Credential }> {
  // Without a team: the one a team-limited token acts in, else the personal team.
  const teamId = input.teamId ?? (await defaultTeamId(userId));
  assertAllowed(await membershipOrThrow(userId, teamId), "apps.manage");
  const key = await keyToRegisterWith(teamId, input);
  if (await db().app.findUnique({ where: { teamId_storeId: { teamId, storeId: input.storeId } }, select: { id: true } })) {
    throw alreadyRegistered();
  }
  await checkRoomForApp(db(), teamId);
  const storeApp = await fetchStoreApp(key, userId, input.storeId);
  const now = new Date();
  try {
    return await db().$transaction(async (tx) => {
      await assertRoomForApp(tx, teamId);
      const credential = await storeTeamKey(tx, teamId, key, now, userId);
      const app = await tx.app.create({
        data: {
          teamId,
          userId,
          storeId: input.storeId,
          ...storeApp,
          credentialId: credential.id,
          vendorNumber: input.vendorNumber,
          nextSyncAt: now,
        },
        include: { credential: true },
      });
      // Its agent, disabled until the owner enables it: drafts, not surprises.
      await tx.agent.create({ data: { appId: app.id } });
      await requestSync(tx, app, "registered");
      await recordTeamEvent(tx, {
        teamId,
        actorId: userId,
        action: "app.registered",
        data: { appId: app.id, appName: app.name, storeId: app.storeId },
      });
      return app;
    });
  } catch (error) {
    // Registered concurrently by another request in the same team.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyRegistered();
    throw error;
  }
}
