import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";

import { agentProposalView, memberProposalView, withPeople, type ProposalView } from "./proposal-views";
import type { listProposalsQuery } from "./schemas";

/** The app's approval queue (members' proposals and the agent's pending action), oldest first. */
const MAX_LISTED_PROPOSALS = 200;

export async function listProposals(
  userId: string,
  appId: string,
  query: z.output<typeof listProposalsQuery>,
): Promise<{ items: ProposalView[] }> {
  const app = await getAppOrThrow(userId, appId);
  // The queue is served oldest first (the 200 waiting longest); a history, its 200 newest.
  const order = query.status === "pending" ? ("asc" as const) : ("desc" as const);
  const rows = await db().proposal.findMany({
    where: { appId: app.id, ...(query.status !== "all" && { status: query.status }) },
    orderBy: [{ createdAt: order }, { id: order }],
    include: withPeople,
    take: MAX_LISTED_PROPOSALS,
  });
  const items = rows.map(memberProposalView);
  if (query.status === "pending" || query.status === "all") {
    const agent = await db().agent.findUnique({ where: { appId: app.id }, include: { pendingAction: true } });
    if (agent?.pendingAction?.status === "pending") items.push(agentProposalView(app.id, agent.pendingAction));
  }
  return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
}
