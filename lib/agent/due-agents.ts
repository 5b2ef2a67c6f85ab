import "server-only";

import { db } from "@/lib/db/client";

import { requestTick } from "./tick";

const BATCH = 500;

/**
 * Requests a tick of every enabled agent whose `waitUntil` has passed; returns how many. Agents of
 * apps paused by the plan wait (their data is not synced either) and tick once the app resumes.
 */
export async function selectDueAgents(now: Date): Promise<number> {
  const due = await db().agent.findMany({
    where: { enabled: true, waitUntil: { lte: now }, app: { suspendedAt: null } },
    select: { id: true },
    orderBy: { waitUntil: "asc" },
    take: BATCH,
  });
  for (const agent of due) {
    await db().$transaction(async (tx) => {
      // Claimed here, so a tick that waits in the queue is not requested again every minute.
      const { count } = await tx.agent.updateMany({
        where: { id: agent.id, enabled: true, waitUntil: { lte: now } },
        data: { waitUntil: null },
      });
      if (count > 0) await requestTick(tx, agent.id, "scheduled");
    });
  }
  return due.length;
}
