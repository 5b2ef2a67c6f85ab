import "server-only";

import { ACCOUNT_TOKEN_LIFETIME, findUsableAccountToken, issueAccountToken, useAccountToken } from "@/lib/auth/account-tokens";
import { confirmAddress } from "@/lib/auth/confirm-address";
import { hashPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { endUserSessions } from "@/lib/auth/sessions";
import { recordSignInSuccess } from "@/lib/auth/sign-in-protection";
import { greetingName } from "@/lib/auth/verification-email";
import { db } from "@/lib/db/client";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { passwordResetRequested } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { requestScope } from "@/lib/http/request-context";
import { normalizeEmail } from "@/lib/text/email-address";

import { revokeAllAccessTokens } from "./access-tokens";
import { allowAccountEmail } from "./account-email-limit";

/**
 * "Forgot password": records the request and nothing else, so the answer, and the time it takes,
 * are the same whether or not an account has the address. The send-password-reset function
 * then emails the link (`sendPasswordResetLink`). Requests beyond the address's hourly budget
 * are dropped here, also without a difference in the answer.
 */
export async function forgotPassword(rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await allowAccountEmail([`address:${email}`]))) return;
  await db().$transaction((tx) => emit(tx, passwordResetRequested, { email }));
}

/**
 * Emails a single-use reset link to the account with this address, if there is one, it is not
 * banned, and its hourly budget allows. Says whether it did.
 */
export async function sendPasswordResetLink(email: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { email } });
  if (!user || user.banned || !(await allowAccountEmail([`account:${user.id}`]))) return false;
  await db().$transaction(async (tx) => {
    const token = await issueAccountToken(tx, { userId: user.id, purpose: "reset_password", email });
    await queueEmail(tx, {
      template: "reset-password",
      to: email,
      userId: user.id,
      props: {
        name: greetingName(user),
        resetUrl: `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
        validFor: ACCOUNT_TOKEN_LIFETIME.reset_password.words,
      },
    });
  });
  return true;
}

/**
 * Sets a new password from a reset link. Every session of the account ends (whoever knew the
 * old password is signed out) and every access token is revoked (whoever was signed in may have
 * made one, which would outlive their session), the link is spent, and the address counts as
 * confirmed: the link reached its inbox. Sign-in blocks for the account are lifted.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const row = await findUsableAccountToken(db(), token, ["reset_password"]);
  const user = await db().user.findUniqueOrThrow({ where: { id: row.userId } });
  assertStrongPassword(password, [user.email, user.name]);
  const passwordHash = await hashPassword(password);
  await db().$transaction(async (tx) => {
    await useAccountToken(tx, row);
    const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    if (!updated.emailVerifiedAt && row.email === updated.email) await confirmAddress(tx, updated);
    await endUserSessions(user.id, { tx });
    await revokeAllAccessTokens(tx, user.id);
  });
  await recordSignInSuccess({ email: user.email, clientAddress: requestScope()?.clientAddress ?? "" });
}
