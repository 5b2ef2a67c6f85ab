import { db } from "@/lib/db/client";

import { inngest } from "../client";

/**
 * Daily: deletes revocations of session tokens that have expired anyway.
 *
 * 1. delete-expired: remove RevokedSession rows past their token's expiry.
 */
export const pruneRevokedSessions = inngest.createFunction(
  { id: "prune-revoked-sessions", triggers: [{ cron: "17 3 * * *" }], retries: 2 },
  async ({ step }) => {
    const deleted = await step.run("delete-expired", async () => {
      const { count } = await db().revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      return count;
    });
    return { deleted };
  },
);
