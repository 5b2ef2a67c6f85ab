import "server-only";

import { findUsableAccountToken, useAccountToken } from "@/lib/auth/account-tokens";
import { confirmAddress } from "@/lib/auth/confirm-address";
import { greetingName, queueVerificationEmail } from "@/lib/auth/verification-email";
import { db } from "@/lib/db/client";
import { Prisma, type User } from "@/lib/db/generated/client";
import { queueEmail } from "@/lib/email/queue-email";
import { customerEmailChanged } from "@/lib/events/catalogue";
import { emit } from "@/lib/events/emit";
import { ApiError } from "@/lib/http/errors";

import { allowAccountEmail } from "./account-email-limit";

/** "Resend": a new confirmation link (the previous one stops working), within the hourly budget. */
export async function resendVerificationEmail(user: User): Promise<void> {
  if (user.emailVerifiedAt) throw new ApiError("already_verified", "Your email address is already confirmed.");
  if (!(await allowAccountEmail([`address:${user.email}`, `account:${user.id}`]))) {
    throw new ApiError("rate_limited", "Several confirmation emails were sent in the last hour. Check your inbox, or try again later.", {
      headers: { "Retry-After": "3600" },
    });
  }
  await db().$transaction((tx) => queueVerificationEmail(tx, user, user.email, "verify_email"));
}

/**
 * Spends a link from a confirmation email: it confirms the account's address, or (for an email
 * change) switches the account to the new address and tells the old one. A link for an address
 * the account no longer has is refused.
 */
export async function confirmEmail(token: string): Promise<{ email: string; changed: boolean }> {
  try {
    return await db().$transaction(async (tx) => {
      const row = await findUsableAccountToken(tx, token, ["verify_email", "change_email"]);
      const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
      if (row.purpose === "verify_email") {
        if (row.email !== user.email) throw new ApiError("token_invalid", "This link is for an address your account no longer uses.");
        await useAccountToken(tx, row);
        await confirmAddress(tx, user);
        return { email: user.email, changed: false };
      }
      await useAccountToken(tx, row);
      const updated = await confirmAddress(tx, user, { email: row.email });
      // The personal team's Stripe customer carries the account's address (receipts follow it).
      const billed = await tx.team.count({
        where: { personal: true, members: { some: { userId: user.id } }, stripeCustomerId: { not: null } },
      });
      if (billed > 0) await emit(tx, customerEmailChanged, { userId: user.id });
      await queueEmail(tx, {
        template: "email-changed",
        to: user.email,
        userId: user.id,
        props: { name: greetingName(user), newAddress: row.email },
      });
      return { email: updated.email, changed: true };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("email_taken", "Another account uses this address now; the change was not made.");
    }
    throw error;
  }
}
