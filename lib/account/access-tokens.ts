import "server-only";

import { ACCESS_TOKEN_PREFIX } from "@/lib/auth/access-token-auth";
import { hashSecretToken, newSecretToken } from "@/lib/crypto/secret-token";
import { db } from "@/lib/db/client";
import type { AccessTokenScope, PersonalAccessToken, User } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";

/** An account holds at most this many tokens: enough for every script, few enough to review. */
export const MAX_TOKENS_PER_USER = 50;

const toAccessToken = (token: PersonalAccessToken) => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  /** The token's start and end, e.g. `aps_pat_…x7Qa`, to tell tokens apart. */
  hint: `${ACCESS_TOKEN_PREFIX}…${token.lastFour}`,
  expiresAt: token.expiresAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  createdAt: token.createdAt.toISOString(),
});

/**
 * Creates a personal access token and returns it with the secret, this once: only its SHA-256
 * is stored. The `admin` scope is for admins only.
 */
export async function createAccessToken(user: User, input: { name: string; scope: AccessTokenScope; expiresInDays: number | null }) {
  if (input.scope === "admin" && user.role !== "admin") {
    throw new ApiError("forbidden", "Only administrators can create tokens with the admin scope.");
  }
  const count = await db().personalAccessToken.count({ where: { userId: user.id } });
  if (count >= MAX_TOKENS_PER_USER) {
    const message = `An account can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one you no longer use.`;
    throw new ApiError("validation_failed", message, { errors: [{ path: "body", message }] });
  }
  const token = newSecretToken(ACCESS_TOKEN_PREFIX);
  const created = await db().personalAccessToken.create({
    data: {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashSecretToken(token),
      lastFour: token.slice(-4),
      expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * 24 * 60 * 60 * 1000),
    },
  });
  return { ...toAccessToken(created), token };
}

/** The account's tokens (never their secrets), newest first, expired ones included until revoked. */
export async function listAccessTokens(user: User) {
  const tokens = await db().personalAccessToken.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { items: tokens.map(toAccessToken) };
}

/** Revokes a token: it stops working on the next request (404 for another account's). */
export async function revokeAccessToken(user: User, tokenId: string): Promise<void> {
  const { count } = await db().personalAccessToken.deleteMany({ where: { id: tokenId, userId: user.id } });
  if (count === 0) throw notFound("token");
}
