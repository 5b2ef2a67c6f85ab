import "server-only";

import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

/** The newest rejection, with its reason: the next tick's context. */
export const LAST_REJECTION_KEY = "last_rejection";

/** Memory keys: one fact per change the agent tried, keyed by its fingerprint. */
export const memoryKeys = {
  rejected: (fingerprint: string) => `rejected:${fingerprint}`,
  outcome: (fingerprint: string) => `outcome:${fingerprint}`,
};

export async function readMemories(agentId: string): Promise<Record<string, unknown>> {
  const rows = await db().agentMemory.findMany({ where: { agentId }, orderBy: { key: "asc" } });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function remember(tx: Tx, agentId: string, key: string, value: Prisma.InputJsonValue): Promise<void> {
  await tx.agentMemory.upsert({ where: { agentId_key: { agentId, key } }, create: { agentId, key, value }, update: { value } });
}
