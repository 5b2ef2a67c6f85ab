import "server-only";

import { db } from "@/lib/db/client";
import type { WebhookEndpoint } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { assertAllowed, membershipOrThrow, teamLimit } from "@/lib/teams/membership";
import type { TeamPermission } from "@/lib/teams/roles";

/**
 * The endpoint, looked up among the teams the caller is in (another team's answers 404 exactly
 * like a missing one); then the caller's role must hold `permission` (403 naming it).
 */
export async function webhookOrThrow(userId: string, webhookId: string, permission: TeamPermission): Promise<WebhookEndpoint> {
  const limit = teamLimit();
  const endpoint = await db().webhookEndpoint.findFirst({
    where: { id: webhookId, ...(limit !== undefined && { teamId: limit }), team: { members: { some: { userId } } } },
  });
  if (!endpoint) throw notFound("webhook");
  assertAllowed(await membershipOrThrow(userId, endpoint.teamId), permission);
  return endpoint;
}
