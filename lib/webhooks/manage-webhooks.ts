import "server-only";

import { randomUUID } from "node:crypto";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { assertAllowed, defaultTeamId, membershipOrThrow } from "@/lib/teams/membership";
import { roleAllows } from "@/lib/teams/roles";

import { webhookOrThrow } from "./find-webhook";
import { type createWebhookInput, MAX_WEBHOOKS_PER_TEAM, type updateWebhookInput } from "./schemas";
import { toWebhookView } from "./views";
import { newWebhookSecret, sealWebhookSecret } from "./webhook-secret";

/**
 * A team's endpoints, oldest first: any member reads them (never their signing secrets), and
 * only those who manage them (`team.manage`) their whole addresses.
 */
export async function listWebhooks(userId: string, teamId?: string) {
  const team = teamId ?? (await defaultTeamId(userId));
  const membership = await membershipOrThrow(userId, team);
  assertAllowed(membership, "apps.read");
  const rows = await db().webhookEndpoint.findMany({ where: { teamId: team }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const reader = { managesWebhooks: roleAllows(membership.role, "team.manage") };
  return { items: rows.map((row) => toWebhookView(row, reader)) };
}

/**
 * Adds an endpoint with a new signing secret, which this answer alone carries (stored sealed).
 * The count is checked under the team's row lock, so two at once cannot pass the cap together.
 */
export async function createWebhook(userId: string, input: z.output<typeof createWebhookInput>) {
  const teamId = input.teamId ?? (await defaultTeamId(userId));
  assertAllowed(await membershipOrThrow(userId, teamId), "team.manage");
  const secret = newWebhookSecret();
  const row = await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
    const count = await tx.webhookEndpoint.count({ where: { teamId } });
    if (count >= MAX_WEBHOOKS_PER_TEAM) {
      throw new ApiError("webhook_limit_reached", `A team has at most ${MAX_WEBHOOKS_PER_TEAM} webhook endpoints; remove one first.`);
    }
    // The id is chosen here: the secret is sealed to the row it goes in.
    const id = randomUUID();
    return tx.webhookEndpoint.create({
      data: {
        id,
        teamId,
        url: input.url,
        events: input.events,
        description: input.description || null,
        secretSealed: sealWebhookSecret(id, secret),
      },
    });
  });
  return { ...toWebhookView(row, { managesWebhooks: true }), secret };
}

/** Changes what is given; `enabled: true` turns a disabled endpoint back on. */
export async function updateWebhook(userId: string, webhookId: string, input: z.output<typeof updateWebhookInput>) {
  const endpoint = await webhookOrThrow(userId, webhookId, "team.manage");
  const row = await db().webhookEndpoint.update({
    where: { id: endpoint.id },
    data: {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.description !== undefined && { description: input.description || null }),
      ...(input.enabled === true && { enabled: true, disabledReason: null, disabledAt: null }),
      ...(input.enabled === false &&
        endpoint.enabled && { enabled: false, disabledReason: "Turned off by a member.", disabledAt: new Date() }),
    },
  });
  return toWebhookView(row, { managesWebhooks: true });
}

/** Removes the endpoint with its deliveries (pending ones are dropped: their runs find nothing). */
export async function deleteWebhook(userId: string, webhookId: string): Promise<void> {
  const endpoint = await webhookOrThrow(userId, webhookId, "team.manage");
  await db().webhookEndpoint.deleteMany({ where: { id: endpoint.id } });
}
