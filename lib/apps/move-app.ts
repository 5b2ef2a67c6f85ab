import "server-only";

import type { z } from "zod";

import { enforcePlanLimits } from "@/lib/billing/enforce-plan-limits";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";
import { appVisibleTo, assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import { assertRoomForApp } from "@/lib/usage/check-limits";

import { storedKey, storeTeamKey } from "./credentials";
import type { app as appView } from "./schemas";
import { APP_VIEW_COLUMNS, toAppView } from "./views";

/**
 * Moves an app to another of the caller's teams, with everything stored for it (rows hang off the
 * app, not the team). The old team's members limited to it lose it from their list, so it does
 * not come back should it return. Both teams' logs record the move. Its key goes with it: the
 * destination team stores it (once, like any key it is given); the old team keeps its row. The
 * app counts against the destination's plan from then on: it needs room there (`402`), and both
 * teams' plans are applied again (an app the old team had suspended may resume).
 */
export async function moveApp(userId: string, appId: string, teamId: string): Promise<z.input<typeof appView>> {
  return db().$transaction(async (tx) => {
    const app = await tx.app.findFirst({ where: appVisibleTo(userId, appId) });
    if (!app) throw notFound("app");
    assertAllowed(await membershipOrThrow(userId, app.teamId, tx), "apps.manage");
    assertAllowed(await membershipOrThrow(userId, teamId, tx), "apps.manage");
    if (app.teamId !== teamId) {
      const taken = await tx.app.findUnique({ where: { teamId_storeId: { teamId, storeId: app.storeId } }, select: { id: true } });
      if (taken) throw new ApiError("app_exists", "That team has this App Store app already.");
      await assertRoomForApp(tx, teamId);
      const key = storedKey(await tx.credential.findUniqueOrThrow({ where: { id: app.credentialId } }));
      const credential = await storeTeamKey(tx, teamId, key, new Date(), userId);
      await tx.app.update({ where: { id: app.id }, data: { teamId, credentialId: credential.id } });
      await enforcePlanLimits(tx, app.teamId);
      await enforcePlanLimits(tx, teamId);
      const limited = await tx.teamMember.findMany({ where: { teamId: app.teamId, allApps: false, appIds: { has: app.id } } });
      for (const member of limited) {
        await tx.teamMember.update({
          where: { teamId_userId: { teamId: member.teamId, userId: member.userId } },
          data: { appIds: member.appIds.filter((id) => id !== app.id) },
        });
      }
      const data = { appId: app.id, appName: app.name, fromTeamId: app.teamId, toTeamId: teamId };
      await recordTeamEvent(tx, { teamId: app.teamId, actorId: userId, action: "app.moved_out", data });
      await recordTeamEvent(tx, { teamId, actorId: userId, action: "app.moved_in", data });
    }
    return toAppView(await tx.app.findUniqueOrThrow({ where: { id: app.id }, select: APP_VIEW_COLUMNS }));
  });
}
