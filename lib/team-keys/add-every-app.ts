import "server-only";

import type { z } from "zod";

import { openTeamKey } from "@/lib/apps/credentials";
import { registerApp } from "@/lib/apps/register-app";
import type { addEveryAppInput } from "@/lib/apps/schemas";
import { toAppView } from "@/lib/apps/views";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { checkRoomForApp } from "@/lib/usage/check-limits";

import { teamKeyOrThrow } from "./list-team-keys";
import { storeAppsSeenBy } from "./store-apps-seen-by";
import type { everyAppAdded } from "./schemas";

/**
 * "Add every app this key can see": registers, with the stored key, each App Store app the key
 * sees that the team does not have yet, each as a registration would (its first sync starts).
 * The plan must have room for all of them, or none is registered.
 */
export async function addEveryApp(
  userId: string,
  teamId: string,
  credentialId: string,
  input: z.output<typeof addEveryAppInput>,
): Promise<z.input<typeof everyAppAdded>> {
  const stored = await teamKeyOrThrow(userId, teamId, credentialId, "apps.manage");
  const seen = await storeAppsSeenBy(await openTeamKey(stored), userId);
  const inTeam = new Set((await db().app.findMany({ where: { teamId }, select: { storeId: true } })).map((app) => app.storeId));
  const missing = seen.filter((storeApp) => !inTeam.has(storeApp.id));
  if (missing.length === 0) return { items: [], alreadyInTeam: seen.length };
  const vendorNumber =
    input.vendorNumber ?? (await db().app.findFirst({ where: { credentialId }, select: { vendorNumber: true } }))?.vendorNumber;
  if (!vendorNumber) {
    throw new ApiError("validation_failed", "The request body is invalid.", {
      errors: [{ path: "body.vendorNumber", message: "Required: no app of the team uses this key yet" }],
    });
  }
  await checkRoomForApp(db(), teamId, missing.length);
  const items = [];
  for (const storeApp of missing) {
    try {
      items.push(
        toAppView(await registerApp(userId, { credentialId, storeId: storeApp.id, vendorNumber, teamId, isIndividualKey: false })),
      );
    } catch (error) {
      // Registered by someone else meanwhile: the team has it.
      if (!(error instanceof ApiError && error.code === "app_exists")) throw error;
    }
  }
  return { items, alreadyInTeam: seen.length - items.length };
}
