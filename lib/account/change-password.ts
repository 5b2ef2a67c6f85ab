import "server-only";

import { hashPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import { endUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";

import { revokeAllAccessTokens } from "./access-tokens";
import { assertCurrentPassword } from "./current-password";

/**
 * Changes the password (the current one required) and ends every other session of the
 * account: a device signed in with the old password is signed out. This session stays. Access
 * tokens stay unless `revokeTokens` asks otherwise: a routine change should not break the
 * owner's scripts, while someone changing it because another person got in revokes them too.
 */
export async function changePassword(
  user: User,
  currentSessionId: string | null,
  input: { currentPassword: string; newPassword: string; revokeTokens?: boolean },
) {
  await assertCurrentPassword(user, input.currentPassword);
  assertStrongPassword(input.newPassword, [user.email, user.name], "body.newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  return db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return {
      endedSessions: await endUserSessions(user.id, { except: currentSessionId ?? undefined, tx }),
      revokedTokens: input.revokeTokens ? await revokeAllAccessTokens(tx, user.id) : 0,
    };
  });
}
