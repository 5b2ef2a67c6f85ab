import "server-only";

import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

/** Every kind of entry in an agent's event log. */
export const AGENT_EVENT_KINDS = [
  "enabled",
  "disabled",
  "config_changed",
  "observation",
  "proposal",
  "no_proposal",
  "approval",
  "rejection",
  "cancelled",
  "expired",
  "execution",
  "execution_failed",
  "sleep",
  "wake",
  "error",
  "quota_reached",
  "brain_fallback",
  "review_held",
] as const;
type AgentEventKind = (typeof AGENT_EVENT_KINDS)[number];

export async function recordEvent(tx: Tx, agentId: string, kind: AgentEventKind, data: Prisma.InputJsonValue = {}): Promise<void> {
  await tx.agentEvent.create({ data: { agentId, kind, data } });
}
