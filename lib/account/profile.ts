import "server-only";

import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";

/** The account as its owner sees it, with the address it is being changed to, if any. */
export async function getAccount(user: User) {
  const pending = await db().accountToken.findFirst({
    where: { userId: user.id, purpose: "change_email", usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { email: true },
  });
  return toProfile(user, pending?.email ?? null);
}

const toProfile = (user: User, pendingEmail: string | null) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
  pendingEmail,
  createdAt: user.createdAt.toISOString(),
});

export async function updateAccount(user: User, name: string | null) {
  const updated = await db().user.update({ where: { id: user.id }, data: { name } });
  return getAccount(updated);
}
