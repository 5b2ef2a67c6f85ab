import "server-only";

import type { Prisma } from "@/lib/db/generated/client";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { oneLine } from "@/lib/text/one-line";

import { ACCOUNT_TOKEN_LIFETIME, issueAccountToken } from "./account-tokens";

type Tx = Prisma.TransactionClient;

/** The name an email greets the user by: their display name, or the start of their address. */
export const greetingName = (user: { name: string | null; email: string }) => oneLine(user.name ?? user.email.split("@")[0]!, 100);

/**
 * Queues the email with a link that confirms `address` (the account's own, or a new one it is to
 * change to), in the caller's transaction. Account emails are not notifications: no preference
 * turns them off.
 */
export async function queueVerificationEmail(
  tx: Tx,
  user: { id: string; name: string | null; email: string },
  address: string,
  purpose: "verify_email" | "change_email",
): Promise<void> {
  const token = await issueAccountToken(tx, { userId: user.id, purpose, email: address });
  await queueEmail(tx, {
    template: "verify-email",
    to: address,
    userId: user.id,
    props: {
      name: greetingName(user),
      address,
      verifyUrl: `${env().APP_URL}/verify-email?token=${encodeURIComponent(token)}`,
      validFor: ACCOUNT_TOKEN_LIFETIME[purpose].words,
      change: purpose === "change_email",
    },
  });
}
