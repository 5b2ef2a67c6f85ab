import "server-only";

import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { decodePosition, encodePosition } from "@/lib/http/pagination";

import { recordEvent } from "./events";
import { listAgentEvents } from "./read-agent";
import { requestTick } from "./tick";
import { toActionView, toAgentView } from "./views";

/** The admin's side: every agent with its app, owner and counts; one in detail; a wake. */

type KindCounts = Map<string, Map<string, number>>;

async function eventCounts(agentIds?: string[]): Promise<KindCounts> {
  const groups = await db().agentEvent.groupBy({
    by: ["agentId", "kind"],
    _count: { _all: true },
    ...(agentIds ? { where: { agentId: { in: agentIds } } } : {}),
  });
  const counts: KindCounts = new Map();
  for (const group of groups) {
    const kinds = counts.get(group.agentId) ?? new Map<string, number>();
    kinds.set(group.kind, group._count._all);
    counts.set(group.agentId, kinds);
  }
  return counts;
}

function summarizeCounts(kinds: Map<string, number> | undefined) {
  const of = (kind: string) => kinds?.get(kind) ?? 0;
  return {
    events: [...(kinds?.values() ?? [])].reduce((sum, n) => sum + n, 0),
    proposals: of("proposal"),
    approvals: of("approval"),
    rejections: of("rejection"),
    executions: of("execution"),
    errors: of("error") + of("execution_failed"),
  };
}

const owner = (user: { id: string; email: string; name: string | null }) => ({ userId: user.id, email: user.email, name: user.name });

/** The statuses that need an admin's attention: listed first. */
const ATTENTION = ["awaiting_approval", "error"] as const;

/** Where a page of agents ends: the group (0: needs attention), the app's name and the agent's id. */
type AgentPosition = [group: 0 | 1, name: string, id: string];

const agentPosition = (values: unknown[]): AgentPosition | undefined => {
  const [group, name, id] = values;
  if (values.length !== 3 || (group !== 0 && group !== 1) || typeof name !== "string" || typeof id !== "string" || id === "") {
    return undefined;
  }
  return [group, name, id];
};

/**
 * A page of every agent: those needing attention (awaiting approval, in error) first, then the
 * rest, each group by app name (keyset on the group, the name and the id: stable while agents
 * come and go).
 */
export async function adminListAgents({ limit, cursor }: { limit: number; cursor?: string }) {
  const after = cursor ? decodePosition(cursor, agentPosition) : undefined;
  const include = {
    app: { select: { id: true, name: true, storeId: true, user: { select: { id: true, email: true, name: true } } } },
    pendingAction: { select: { summary: true } },
  } as const;
  const rows: { group: 0 | 1; agent: Awaited<ReturnType<typeof findGroup>>[number] }[] = [];
  async function findGroup(group: 0 | 1, take: number) {
    const past =
      after && after[0] === group ? { OR: [{ app: { name: { gt: after[1] } } }, { app: { name: after[1] }, id: { gt: after[2] } }] } : {};
    return db().agent.findMany({
      where: { status: group === 0 ? { in: [...ATTENTION] } : { notIn: [...ATTENTION] }, ...past },
      orderBy: [{ app: { name: "asc" } }, { id: "asc" }],
      take,
      include,
    });
  }
  for (const group of [0, 1] as const) {
    if (after && group < after[0]) continue;
    // One extra row tells whether another page follows.
    const found = await findGroup(group, limit + 1 - rows.length);
    rows.push(...found.map((agent) => ({ group, agent })));
    if (rows.length > limit) break;
  }
  const page = rows.slice(0, limit);
  const counts = await eventCounts(page.map(({ agent }) => agent.id));
  const last = page.at(-1);
  return {
    items: page.map(({ agent }) => ({
      id: agent.id,
      enabled: agent.enabled,
      status: agent.status,
      waitUntil: agent.waitUntil?.toISOString() ?? null,
      lastTickAt: agent.lastTickAt?.toISOString() ?? null,
      lastError: agent.lastError,
      pendingActionSummary: agent.pendingAction?.summary ?? null,
      app: { id: agent.app.id, name: agent.app.name, storeId: agent.app.storeId },
      owner: owner(agent.app.user),
      counts: summarizeCounts(counts.get(agent.id)),
    })),
    nextCursor: rows.length > limit && last ? encodePosition([last.group, last.agent.app.name, last.agent.id]) : null,
  };
}

export async function adminGetAgent(agentId: string) {
  const agent = await db().agent.findUnique({
    where: { id: agentId },
    include: { pendingAction: true, app: { include: { user: { select: { id: true, email: true, name: true } } } } },
  });
  if (!agent) throw notFound("agent");
  const [counts, memories, byStatus, recent] = await Promise.all([
    eventCounts([agent.id]),
    db().agentMemory.count({ where: { agentId } }),
    db().agentAction.groupBy({ by: ["status"], where: { agentId }, _count: { _all: true } }),
    db().agentAction.findMany({ where: { agentId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 10 }),
  ]);
  return {
    ...toAgentView(agent),
    app: {
      id: agent.app.id,
      name: agent.app.name,
      storeId: agent.app.storeId,
      syncStatus: agent.app.syncStatus,
      lastSyncedAt: agent.app.lastSyncedAt?.toISOString() ?? null,
    },
    owner: owner(agent.app.user),
    counts: {
      ...summarizeCounts(counts.get(agent.id)),
      memories,
      actionsByStatus: Object.fromEntries(byStatus.map((group) => [group.status, group._count._all])),
    },
    recentActions: recent.map(toActionView),
  };
}

/** Any agent's event log, newest first; a missing agent answers 404 (an empty log would hide a wrong id). */
export async function adminListAgentEvents(agentId: string, page: { limit: number; cursor?: string }) {
  if ((await db().agent.count({ where: { id: agentId } })) === 0) throw notFound("agent");
  return listAgentEvents(agentId, page);
}

/** Clears `waitUntil` and ticks the agent now; `409 agent_not_sleeping` when it is not waiting. */
export async function adminWakeAgent(adminId: string, agentId: string) {
  return db().$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id: agentId } });
    if (!agent) throw notFound("agent");
    if (!agent.waitUntil)
      throw new ApiError("agent_not_sleeping", `The agent is ${agent.status}, not sleeping: it has no waitUntil to clear.`);
    await tx.agent.update({ where: { id: agentId }, data: { waitUntil: null, status: "idle" } });
    await recordEvent(tx, agentId, "wake", { by: adminId, wasWaitingUntil: agent.waitUntil.toISOString() });
    await requestTick(tx, agentId, "wake");
    return toAgentView(await tx.agent.findUniqueOrThrow({ where: { id: agentId }, include: { pendingAction: true } }));
  });
}
