import "server-only";

import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";

import type { SessionClaims } from "./session-token";

/**
 * Loads the user a session belongs to, checking what a cookie alone cannot prove: the
 * account still exists, is not banned, and the token was not signed out. Roles and bans
 * therefore take effect on the very next request.
 */
export async function userForSession(claims: SessionClaims): Promise<User> {
  const [user, revoked] = await Promise.all([
    db().user.findUnique({ where: { id: claims.userId } }),
    db().revokedSession.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
  ]);
  if (!user || revoked) throw new ApiError("unauthenticated", "The session has ended. Sign in again.");
  if (user.banned) throw new ApiError("banned", user.banReason ? `This account is banned: ${user.banReason}` : undefined);
  return user;
}
