import "server-only";

import { hashSecretToken } from "@/lib/crypto/secret-token";
import { db } from "@/lib/db/client";
import type { AccessTokenScope, User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

import { USER_COLUMNS } from "./user-columns";

/**
 * Personal access tokens start with this, so secret scanners (GitHub's, gitleaks, trufflehog)
 * can recognise a leaked one: `aps_pat_` and 43 base64url characters.
 */
export const ACCESS_TOKEN_PREFIX = "aps_pat_";
const ACCESS_TOKEN_PATTERN = /^aps_pat_[A-Za-z0-9_-]{43}$/;

/** `lastUsedAt` is written at most this often, so a busy script does not write on every call. */
const LAST_USED_INTERVAL_MS = 60 * 1000;

export interface AccessTokenIdentity {
  user: User;
  tokenId: string;
  scope: AccessTokenScope;
  /** The one team the token acts in, or null for every team of its user. */
  teamId: string | null;
}

type TokenUserRow = User & { tokenId: string; scope: AccessTokenScope; lastUsedAt: Date | null; tokenTeamId: string | null };

/**
 * The token of an `Authorization` header, or null when the request has none. Any other scheme
 * is passed on as it is, to be refused like an unknown token (and counted against the caller).
 */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header === null) return null;
  return /^Bearer[ ]+(\S+)\s*$/i.exec(header)?.[1] ?? header;
}

/**
 * The user and scope a personal access token acts with, in one round trip. A token that is
 * unknown, revoked (deleted), expired, or whose user is banned is refused with 401 at once:
 * nothing is cached, so a revocation or a ban takes effect on the very next request.
 */
export async function identityForAccessToken(token: string): Promise<AccessTokenIdentity> {
  const refused = new ApiError(
    "unauthenticated",
    "This access token is not valid: it may have expired or been revoked. Send it as `Authorization: Bearer aps_pat_…`.",
  );
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw refused;
  const [row] = await db().$queryRaw<TokenUserRow[]>`
    SELECT ${USER_COLUMNS}, t."id" AS "tokenId", t."scope"::text AS "scope", t."lastUsedAt", t."teamId" AS "tokenTeamId"
    FROM "PersonalAccessToken" t JOIN "User" u ON u."id" = t."userId"
    WHERE t."tokenHash" = ${hashSecretToken(token)} AND (t."expiresAt" IS NULL OR t."expiresAt" > now())`;
  if (!row) throw refused;
  if (row.banned) throw new ApiError("unauthenticated", "The account this token belongs to is banned.");
  const { tokenId, scope, lastUsedAt, tokenTeamId, ...user } = row;
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > LAST_USED_INTERVAL_MS) {
    // Bookkeeping only: a failure here must not fail the request it rides on.
    await db()
      .personalAccessToken.updateMany({ where: { id: tokenId }, data: { lastUsedAt: new Date() } })
      .catch((error: unknown) => log.warn({ err: (error as Error).message }, "token last-use update failed"));
  }
  return { user, tokenId, scope, teamId: tokenTeamId };
}
