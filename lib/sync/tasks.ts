import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { SyncTask } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { listTasksQuery, task } from "./schemas";

export const toTaskView = (row: SyncTask): z.input<typeof task> => ({
  id: row.id,
  appId: row.appId,
  kind: "sync",
  reason: row.reason,
  status: row.status,
  progress: row.progress,
  currentStep: row.currentStep,
  counts: row.counts as Record<string, number>,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function listTasks(userId: string, query: z.output<typeof listTasksQuery>) {
  const { where, ...page } = keysetArgs(query.cursor, query.limit);
  const rows = await db().syncTask.findMany({
    ...page,
    where: { AND: [where, { userId }, query.appId ? { appId: query.appId } : {}, query.status ? { status: query.status } : {}] },
  });
  return toPage(rows, query.limit, toTaskView);
}

export async function getTask(userId: string, taskId: string): Promise<SyncTask> {
  const row = await db().syncTask.findFirst({ where: { id: taskId, userId } });
  if (!row) throw notFound("task");
  return row;
}
