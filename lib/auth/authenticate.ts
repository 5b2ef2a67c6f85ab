import "server-only";

import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

import type { SessionClaims } from "./session-token";
import { SESSION_TOUCH_INTERVAL_MS, touchSession } from "./sessions";
import { USER_COLUMNS } from "./user-columns";

type SessionUserRow = User & { lastSeenAt: Date };

/**
 * Loads the user a session belongs to, checking what a cookie alone cannot prove: the session
 * was not ended (sign-out, sign-out everywhere, ban) and has not expired, and the account still
 * exists and is not banned. Roles and bans therefore take effect on the very next request.
 *
 * This runs on every authenticated request, so the session and its user are one round trip; the
 * session's `lastSeenAt` is written only when it is an hour old.
 */
export async function userForSession(claims: SessionClaims): Promise<User> {
  const [row] = await db().$queryRaw<SessionUserRow[]>`
    SELECT ${USER_COLUMNS}, s."lastSeenAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${claims.sessionId} AND s."userId" = ${claims.userId} AND s."expiresAt" > now()`;
  if (!row) throw new ApiError("unauthenticated", "The session has ended. Sign in again.");
  if (row.banned) throw new ApiError("banned", row.banReason ? `This account is banned: ${row.banReason}` : undefined);
  const { lastSeenAt, ...user } = row;
  if (Date.now() - lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    // Bookkeeping only: a failure here must not fail the request it rides on.
    await touchSession(claims.sessionId).catch((error: unknown) => log.warn({ err: (error as Error).message }, "session touch failed"));
  }
  return user;
}
