import "server-only";

import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import type { AgentEventKind } from "./event-kinds";

export async function recordEvent(tx: Tx, agentId: string, kind: AgentEventKind, data: Prisma.InputJsonValue = {}): Promise<void> {
  await tx.agentEvent.create({ data: { agentId, kind, data } });
}
