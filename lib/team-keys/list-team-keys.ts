import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Credential } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { appsVisibleTo, assertAllowed, membershipOrThrow } from "@/lib/teams/membership";
import type { TeamPermission } from "@/lib/teams/roles";

import type { teamKey, teamKeyList } from "./schemas";

/** The team's key `credentialId`, once the caller's role there has `permission`; another team's answers 404. */
export async function teamKeyOrThrow(
  userId: string,
  teamId: string,
  credentialId: string,
  permission: TeamPermission,
): Promise<Credential> {
  assertAllowed(await membershipOrThrow(userId, teamId), permission);
  const key = await db().credential.findFirst({ where: { id: credentialId, teamId } });
  if (!key) throw notFound("key");
  return key;
}

const toTeamKeyView = (key: Credential, apps: { id: string; name: string }[]): z.input<typeof teamKey> => ({
  id: key.id,
  keyId: key.keyId,
  issuerId: key.issuerId,
  isIndividualKey: key.isIndividualKey,
  keyFingerprint: key.keyFingerprint,
  verifiedAt: key.verifiedAt?.toISOString() ?? null,
  createdAt: key.createdAt.toISOString(),
  apps,
});

/** Keys as the API shows them, each with the apps using it that the caller sees. */
async function teamKeyViews(userId: string, keys: Credential[]): Promise<z.input<typeof teamKey>[]> {
  const apps = await db().app.findMany({
    where: { AND: [await appsVisibleTo(userId), { credentialId: { in: keys.map((key) => key.id) } }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, credentialId: true },
  });
  return keys.map((key) =>
    toTeamKeyView(
      key,
      apps.filter((app) => app.credentialId === key.id).map(({ id, name }) => ({ id, name })),
    ),
  );
}

export const teamKeyView = async (userId: string, key: Credential) => (await teamKeyViews(userId, [key]))[0]!;

/** The team's keys, oldest first, each once however many apps use it. */
export async function listTeamKeys(userId: string, teamId: string): Promise<z.input<typeof teamKeyList>> {
  assertAllowed(await membershipOrThrow(userId, teamId), "keys.manage");
  const keys = await db().credential.findMany({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { items: await teamKeyViews(userId, keys) };
}
