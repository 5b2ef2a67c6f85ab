import "server-only";

import { db } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { appVisibleTo, assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import type { TeamPermission } from "@/lib/teams/roles";

/**
 * An app of a team the user is in (and, for a member limited to some apps, one of theirs); any
 * other answers 404 exactly like a missing one. `permission` (default: reading) is what the
 * caller is about to do: a role without it answers 403 naming it.
 */
export async function getAppOrThrow(userId: string, appId: string, permission: TeamPermission = "apps.read"): Promise<App> {
  const app = await db().app.findFirst({ where: appVisibleTo(userId, appId) });
  if (!app) throw notFound("app");
  // Every role reads: only a change needs the member's role.
  if (permission !== "apps.read") assertAllowed(await membershipOrThrow(userId, app.teamId), permission);
  return app;
}
