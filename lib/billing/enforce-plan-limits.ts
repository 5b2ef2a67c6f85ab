import "server-only";

import type { Tx } from "@/lib/db/client";

import { planFor } from "./plans";

/**
 * Applies the team's plan to its apps, never deleting anything: the oldest registrations up to
 * the `apps` limit sync, the newer ones beyond it are suspended (no automatic or manual syncs,
 * shown on the app) until the plan allows them again; intervals shorter than the plan's shortest
 * are raised to it. Run in the transaction that changes the plan (or removes an app from the
 * team), with the team's row locked by the caller or here.
 */
export async function enforcePlanLimits(tx: Tx, teamId: string, now = new Date()): Promise<{ suspended: number; resumed: number }> {
  const [team] = await tx.$queryRaw<{ planId: string }[]>`SELECT "planId" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
  if (!team) return { suspended: 0, resumed: 0 };
  const { limits } = planFor(team.planId);
  const apps = await tx.app.findMany({
    where: { teamId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, suspendedAt: true },
  });
  const allowed = apps.slice(0, limits.apps);
  const beyond = apps.slice(limits.apps);
  const resume = allowed.filter((app) => app.suspendedAt).map((app) => app.id);
  const suspend = beyond.filter((app) => !app.suspendedAt).map((app) => app.id);
  // A resumed app is due at once: it may not have synced for a while.
  if (resume.length > 0) await tx.app.updateMany({ where: { id: { in: resume } }, data: { suspendedAt: null, nextSyncAt: now } });
  if (suspend.length > 0) await tx.app.updateMany({ where: { id: { in: suspend } }, data: { suspendedAt: now } });
  await tx.app.updateMany({ where: { teamId, pullInterval: { lt: limits.sync_interval } }, data: { pullInterval: limits.sync_interval } });
  return { suspended: suspend.length, resumed: resume.length };
}
