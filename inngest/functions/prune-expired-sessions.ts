import { db } from "@/lib/db/client";

import { inngest } from "../client";

/**
 * Daily: deletes sessions that expired (30 days without use), which no cookie can use anyway.
 *
 * 1. delete-expired: remove Session rows past their expiry.
 */
export const pruneExpiredSessions = inngest.createFunction(
  { id: "prune-expired-sessions", triggers: [{ cron: "17 3 * * *" }], retries: 2 },
  async ({ step }) => {
    const deleted = await step.run("delete-expired", async () => {
      const { count } = await db().session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      return count;
    });
    return { deleted };
  },
);
