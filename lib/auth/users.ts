import "server-only";

import { db } from "@/lib/db/client";
import { Prisma, type User } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { dashboardUrl } from "@/lib/notifications/links";
import { notifyUser } from "@/lib/notifications/notify-user";
import { createPersonalTeam } from "@/lib/teams/personal-team";
import { normalizeEmail } from "@/lib/text/email-address";
import { oneLine } from "@/lib/text/one-line";

import { hashPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { queueVerificationEmail } from "./verification-email";

export interface PublicUser {
  id: string;
  email: string;
  name: string | null;
  role: "admin" | "user";
  /** The owner confirmed the address with the emailed link. */
  emailVerified: boolean;
}

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
});

/**
 * Creates an account with its personal team, and queues in the same transaction the welcome email and the email with
 * the link that confirms the address. An address in ADMIN_EMAILS becomes admin only once it is
 * confirmed (lib/auth/confirm-address.ts): anyone can register any address. In embedded mode
 * with no ADMIN_EMAILS, the very first account becomes admin at once, so a fresh local install
 * has someone to run it.
 */
export async function register(input: { email: string; password: string; name?: string }): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  assertStrongPassword(input.password, [email, input.name]);
  const passwordHash = await hashPassword(input.password);
  const { ADMIN_EMAILS, embedded } = env();
  try {
    const user = await db().$transaction(async (tx) => {
      const firstAdmin = embedded && ADMIN_EMAILS.size === 0 && (await tx.user.count({ take: 1 })) === 0;
      const role = firstAdmin ? "admin" : "user";
      const created = await tx.user.create({ data: { email, name: input.name?.trim() || null, passwordHash, role } });
      await createPersonalTeam(tx, created.id);
      await notifyUser(tx, {
        userId: created.id,
        kind: "welcome",
        email: { template: "welcome", props: { name: oneLine(created.name ?? email.split("@")[0]!, 100), dashboardUrl: dashboardUrl() } },
      });
      await queueVerificationEmail(tx, created, email, "verify_email");
      return created;
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("email_taken", "An account with this email already exists.");
    }
    throw error;
  }
}

/** Promotes an existing account to admin (the `user:admin` command). */
export async function promoteToAdmin(email: string): Promise<PublicUser> {
  const user = await db().user.update({ where: { email: normalizeEmail(email) }, data: { role: "admin" } });
  return toPublicUser(user);
}
