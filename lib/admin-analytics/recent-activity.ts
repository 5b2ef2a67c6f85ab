import "server-only";

import { db } from "@/lib/db/client";

const LATEST = 10;
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The latest registrations, syncs, agent actions and tickets, each read through a (createdAt, id) index. */
export async function recentActivity() {
  const [users, syncs, actions, tickets] = await Promise.all([
    db().user.findMany({ orderBy: newestFirst, take: LATEST, select: { id: true, email: true, name: true, role: true, createdAt: true } }),
    db().syncTask.findMany({ orderBy: newestFirst, take: LATEST, include: { app: { select: { name: true } } } }),
    db().agentAction.findMany({
      orderBy: newestFirst,
      take: LATEST,
      select: {
        id: true,
        agentId: true,
        kind: true,
        summary: true,
        status: true,
        createdAt: true,
        agent: { select: { appId: true, app: { select: { name: true } } } },
      },
    }),
    db().supportTicket.findMany({ orderBy: newestFirst, take: LATEST, include: { user: { select: { email: true } } } }),
  ]);
  return {
    registrations: users.map((user) => ({
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    })),
    syncs: syncs.map((task) => ({
      taskId: task.id,
      appId: task.appId,
      appName: task.app.name,
      userId: task.userId,
      reason: task.reason,
      status: task.status,
      error: task.error,
      createdAt: task.createdAt.toISOString(),
      finishedAt: task.finishedAt?.toISOString() ?? null,
    })),
    agentActions: actions.map((action) => ({
      actionId: action.id,
      agentId: action.agentId,
      appId: action.agent.appId,
      appName: action.agent.app.name,
      kind: action.kind,
      summary: action.summary,
      status: action.status,
      createdAt: action.createdAt.toISOString(),
    })),
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.id,
      userId: ticket.userId,
      userEmail: ticket.user?.email ?? null,
      type: ticket.type,
      subject: ticket.subject,
      status: ticket.status,
      createdAt: ticket.createdAt.toISOString(),
    })),
  };
}
