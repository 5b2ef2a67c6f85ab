import "server-only";

import { verifyPassword } from "@/lib/auth/password";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";

/**
 * Throws 400 `wrong_password` (on the field) unless `password` is the account's current one: for
 * what a session alone must not do (change the password or the address, a token that never expires).
 */
export async function assertCurrentPassword(user: User, password: string, path = "body.currentPassword"): Promise<void> {
  if (await verifyPassword(password, user.passwordHash)) return;
  const message = "This is not your current password.";
  throw new ApiError("wrong_password", message, { errors: [{ path, message }] });
}
