import "server-only";

import { endUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";

import { revokeAllAccessTokens } from "./access-tokens";

/** The account's live sessions, the most recently used first; `current` marks the caller's. */
export async function listSessions(user: User, currentSessionId: string | null) {
  const sessions = await db().session.findMany({
    where: { userId: user.id, expiresAt: { gt: new Date() } },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return {
    items: sessions.map((session) => ({
      id: session.id,
      current: session.id === currentSessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })),
  };
}

/**
 * "Sign out everywhere else": ends every session but the caller's and, when asked, revokes every
 * access token too (a token outlives the session that made it), in one transaction.
 */
export async function endOtherSessions(
  user: User,
  currentSessionId: string | null,
  options: { revokeTokens?: boolean } = {},
): Promise<{ endedSessions: number; revokedTokens: number }> {
  return db().$transaction(async (tx) => ({
    endedSessions: await endUserSessions(user.id, { except: currentSessionId ?? undefined, tx }),
    revokedTokens: options.revokeTokens ? await revokeAllAccessTokens(tx, user.id) : 0,
  }));
}

/** Ends one of the account's sessions (404 for another account's). */
export async function endSession(user: User, sessionId: string): Promise<void> {
  const { count } = await db().session.deleteMany({ where: { id: sessionId, userId: user.id } });
  if (count === 0) throw notFound("session");
}
