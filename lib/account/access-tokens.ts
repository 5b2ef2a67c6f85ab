import "server-only";

import { ACCESS_TOKEN_PREFIX } from "@/lib/auth/access-token-auth";
import { greetingName } from "@/lib/auth/verification-email";
import { hashSecretToken, newSecretToken } from "@/lib/crypto/secret-token";
import { db, type Tx } from "@/lib/db/client";
import type { AccessTokenScope, PersonalAccessToken, Team, User } from "@/lib/db/generated/client";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { UNVERIFIED_ADDRESS } from "@/lib/http/client-address";
import { ApiError, notFound } from "@/lib/http/errors";
import { requestScope } from "@/lib/http/request-context";
import { oneLine } from "@/lib/text/one-line";
import { deviceName } from "@/lib/text/device-name";

import { assertCurrentPassword } from "./current-password";

/** An account holds at most this many tokens: enough for every script, few enough to review. */
const MAX_TOKENS_PER_USER = 50;

const toAccessToken = (token: PersonalAccessToken & { team: Pick<Team, "id" | "name"> | null }) => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  /** The token's start and end, e.g. `aps_pat_…x7Qa`, to tell tokens apart. */
  hint: `${ACCESS_TOKEN_PREFIX}…${token.lastFour}`,
  expiresAt: token.expiresAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  team: token.team ? { id: token.team.id, name: token.team.name } : null,
  createdAt: token.createdAt.toISOString(),
});

const withTeam = { team: { select: { id: true, name: true } } } as const;

/** A scope in the words the account page uses. */
const PERMISSION_WORDS: Record<AccessTokenScope, string> = {
  read: "Read only",
  read_write: "Read and write",
  admin: "Administration",
};

/**
 * Creates a personal access token and returns it with the secret, this once: only its SHA-256
 * is stored. The `admin` scope is for admins only. A token that never expires needs the current
 * password: a session alone (perhaps someone else's, left open or stolen) must not be enough to
 * leave a permanent way into the account. The owner is emailed about every new token, in the
 * token's transaction, so one created behind their back does not go unnoticed.
 */
export async function createAccessToken(
  user: User,
  input: { name: string; scope: AccessTokenScope; expiresInDays: number | null; currentPassword?: string; teamId?: string },
) {
  // One of the user's own teams (another answers 404, like a missing one).
  if (input.teamId && !(await db().teamMember.findUnique({ where: { teamId_userId: { teamId: input.teamId, userId: user.id } } }))) {
    throw notFound("team");
  }
  if (input.scope === "admin" && user.role !== "admin") {
    throw new ApiError("forbidden", "Only administrators can create tokens with the admin scope.");
  }
  if (input.expiresInDays === null) {
    if (input.currentPassword === undefined) {
      const message = "Enter your current password: a token that never expires needs it.";
      throw new ApiError("validation_failed", message, { errors: [{ path: "body.currentPassword", message }] });
    }
    await assertCurrentPassword(user, input.currentPassword);
  }
  const count = await db().personalAccessToken.count({ where: { userId: user.id } });
  if (count >= MAX_TOKENS_PER_USER) {
    const message = `An account can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one you no longer use.`;
    throw new ApiError("validation_failed", message, { errors: [{ path: "body", message }] });
  }
  const token = newSecretToken(ACCESS_TOKEN_PREFIX);
  const created = await db().$transaction(async (tx) => {
    const row = await tx.personalAccessToken.create({
      data: {
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashSecretToken(token),
        lastFour: token.slice(-4),
        expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * 24 * 60 * 60 * 1000),
        teamId: input.teamId ?? null,
      },
      include: withTeam,
    });
    await queueTokenCreatedEmail(tx, user, row);
    return row;
  });
  return { ...toAccessToken(created), token };
}

/** "A new access token was created": what it is, and where the request came from when known. */
async function queueTokenCreatedEmail(tx: Tx, user: User, token: PersonalAccessToken): Promise<void> {
  const caller = requestScope();
  await queueEmail(tx, {
    template: "access-token-created",
    to: user.email,
    userId: user.id,
    props: {
      name: greetingName(user),
      tokenName: oneLine(token.name, 100),
      permission: PERMISSION_WORDS[token.scope],
      expiresAt: token.expiresAt?.toISOString() ?? null,
      createdAt: token.createdAt.toISOString(),
      device: caller?.userAgent ? oneLine(deviceName(caller.userAgent), 200) : null,
      // An address nobody vouched for (no stamping server in front) would say nothing true.
      address: caller && caller.clientAddress !== UNVERIFIED_ADDRESS ? oneLine(caller.clientAddress, 100) : null,
      settingsUrl: `${env().APP_URL}/settings/account`,
    },
  });
}

/**
 * Revokes every token of the account, in the caller's transaction (a password reset, or "sign
 * out everywhere else" / a password change when asked). Says how many.
 */
export async function revokeAllAccessTokens(tx: Tx, userId: string): Promise<number> {
  const { count } = await tx.personalAccessToken.deleteMany({ where: { userId } });
  return count;
}

/** The account's tokens (never their secrets), newest first, expired ones included until revoked. */
export async function listAccessTokens(user: User) {
  const tokens = await db().personalAccessToken.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: withTeam,
  });
  return { items: tokens.map(toAccessToken) };
}

/** Revokes a token: it stops working on the next request (404 for another account's). */
export async function revokeAccessToken(user: User, tokenId: string): Promise<void> {
  const { count } = await db().personalAccessToken.deleteMany({ where: { id: tokenId, userId: user.id } });
  if (count === 0) throw notFound("token");
}
