import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { teamKeyOrThrow } from "./list-team-keys";

function inUse(apps: number): ApiError {
  const who = apps === 0 ? "Apps use" : apps === 1 ? "An app uses" : `${apps} apps use`;
  return new ApiError("key_in_use", `${who} this key: give them another one first.`);
}

/** Forgets a key no app of the team uses any more (the team's log records it). */
export async function removeTeamKey(userId: string, teamId: string, credentialId: string): Promise<void> {
  const key = await teamKeyOrThrow(userId, teamId, credentialId, "keys.manage");
  try {
    await db().$transaction(async (tx) => {
      const using = await tx.app.count({ where: { credentialId } });
      if (using > 0) throw inUse(using);
      await tx.credential.delete({ where: { id: credentialId } });
      await recordTeamEvent(tx, { teamId, actorId: userId, action: "key.removed", data: { credentialId, keyId: key.keyId } });
    });
  } catch (error) {
    // An app registered with the key meanwhile: the foreign key keeps the row.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") throw inUse(0);
    throw error;
  }
}
