import "server-only";

import { recordAuditEntries } from "@/lib/audit/record-audit-entries";
import type { Prisma, User } from "@/lib/db/generated/client";
import { env } from "@/lib/env";

type Tx = Prisma.TransactionClient;

/**
 * Records that the user proved their address (an emailed link worked). Only now does
 * ADMIN_EMAILS count: registering a listed address proves nothing, receiving mail there does.
 * The promotion is audited like an admin's role change, with the setting as its reason.
 */
export async function confirmAddress(tx: Tx, user: User, changes: { email?: string } = {}): Promise<User> {
  const email = changes.email ?? user.email;
  const promote = user.role !== "admin" && env().ADMIN_EMAILS.has(email);
  const updated = await tx.user.update({
    where: { id: user.id },
    data: { ...changes, emailVerifiedAt: new Date(), ...(promote ? { role: "admin" } : {}) },
  });
  if (promote) {
    await recordAuditEntries(tx, [
      {
        actorId: user.id,
        action: "user.role_changed",
        targetType: "user",
        targetId: user.id,
        data: { before: { role: user.role }, after: { role: "admin" }, reason: "Listed in ADMIN_EMAILS; address confirmed" },
      },
    ]);
  }
  return updated;
}
