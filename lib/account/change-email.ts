import "server-only";

import { queueVerificationEmail } from "@/lib/auth/verification-email";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { normalizeEmail } from "@/lib/text/email-address";

import { allowAccountEmail } from "./account-email-limit";
import { assertCurrentPassword } from "./current-password";

/**
 * Starts an email change: the new address gets a confirmation link, and nothing changes until
 * it is used (`confirmEmail`), so a typo cannot lock the owner out. The password is asked again:
 * whoever changes the address controls the account.
 */
export async function changeEmail(user: User, input: { newEmail: string; password: string }): Promise<{ pendingEmail: string }> {
  const newEmail = normalizeEmail(input.newEmail);
  await assertCurrentPassword(user, input.password, "body.password");
  if (newEmail === user.email) {
    const message = "This is already your email address.";
    throw new ApiError("validation_failed", message, { errors: [{ path: "body.newEmail", message }] });
  }
  if (await db().user.findUnique({ where: { email: newEmail }, select: { id: true } })) {
    throw new ApiError("email_taken", "Another account uses this address.");
  }
  if (!(await allowAccountEmail([`address:${newEmail}`, `account:${user.id}`]))) {
    throw new ApiError("rate_limited", "Several confirmation emails were sent in the last hour. Try again later.", {
      headers: { "Retry-After": "3600" },
    });
  }
  await db().$transaction((tx) => queueVerificationEmail(tx, user, newEmail, "change_email"));
  return { pendingEmail: newEmail };
}
