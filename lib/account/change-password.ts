import "server-only";

import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { endUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";

/** Throws 400 `wrong_password` (on the field) unless `password` is the account's current one. */
export async function assertCurrentPassword(user: User, password: string, path = "body.currentPassword"): Promise<void> {
  if (await verifyPassword(password, user.passwordHash)) return;
  const message = "This is not your current password.";
  throw new ApiError("wrong_password", message, { errors: [{ path, message }] });
}

/**
 * Changes the password (the current one required) and ends every other session of the
 * account: a device signed in with the old password is signed out. This session stays.
 */
export async function changePassword(user: User, currentSessionId: string | null, input: { currentPassword: string; newPassword: string }) {
  await assertCurrentPassword(user, input.currentPassword);
  assertStrongPassword(input.newPassword, [user.email, user.name], "body.newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  return db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return { endedSessions: await endUserSessions(user.id, { except: currentSessionId ?? undefined, tx }) };
  });
}
