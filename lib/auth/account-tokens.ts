import "server-only";

import type { AccountToken, AccountTokenPurpose, Prisma } from "@/lib/db/generated/client";
import { hashSecretToken, newSecretToken } from "@/lib/crypto/secret-token";
import { ApiError } from "@/lib/http/errors";

type Tx = Prisma.TransactionClient;

/**
 * How long an emailed link works. A reset link is short-lived (it signs in, in effect); a
 * confirmation link may wait in an inbox over a weekend.
 */
export const ACCOUNT_TOKEN_LIFETIME: Record<AccountTokenPurpose, { ms: number; words: string }> = {
  verify_email: { ms: 48 * 60 * 60 * 1000, words: "48 hours" },
  change_email: { ms: 24 * 60 * 60 * 1000, words: "24 hours" },
  reset_password: { ms: 60 * 60 * 1000, words: "1 hour" },
};

/**
 * Issues a single-use token for an emailed link and returns it; only its hash is stored. Earlier
 * unused links of the same purpose stop working: only the newest link in the inbox does.
 */
export async function issueAccountToken(tx: Tx, input: { userId: string; purpose: AccountTokenPurpose; email: string }): Promise<string> {
  await tx.accountToken.deleteMany({ where: { userId: input.userId, purpose: input.purpose, usedAt: null } });
  const token = newSecretToken();
  await tx.accountToken.create({
    data: {
      ...input,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_LIFETIME[input.purpose].ms),
    },
  });
  return token;
}

/**
 * The token's row, or the reason it cannot be used: `token_invalid` (unknown, or for another
 * purpose), `token_used`, `token_expired`. Read-only: `useAccountToken` spends it.
 */
export async function findUsableAccountToken(tx: Tx, token: string, purposes: AccountTokenPurpose[]): Promise<AccountToken> {
  const row = await tx.accountToken.findUnique({ where: { tokenHash: hashSecretToken(token) } });
  if (!row || !purposes.includes(row.purpose)) throw new ApiError("token_invalid", "This link is not valid. Ask for a new one.");
  if (row.usedAt) throw new ApiError("token_used", "This link was already used. Ask for a new one if you still need it.");
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError("token_expired", "This link has expired. Ask for a new one.");
  return row;
}

/**
 * Spends a token found by `findUsableAccountToken`, atomically: of two requests with the same
 * link, exactly one gets here first; the other is told the link was used.
 */
export async function useAccountToken(tx: Tx, row: AccountToken): Promise<void> {
  const { count } = await tx.accountToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) throw new ApiError("token_used", "This link was already used. Ask for a new one if you still need it.");
}
