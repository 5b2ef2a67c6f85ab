import "server-only";

import { db } from "@/lib/db/client";

/** Every queue: the functions served (`served`, their ids), queues that have jobs, and queues paused by admins. */
export async function listQueues(served: string[]) {
  const [withJobs, states] = await Promise.all([
    db().job.findMany({ distinct: ["queueName"], select: { queueName: true } }),
    db().jobQueue.findMany(),
  ]);
  const paused = new Map(states.map((state) => [state.name, state.paused]));
  const names = new Set([...served, ...withJobs.map((job) => job.queueName), ...paused.keys()]);
  return [...names].sort().map((name) => ({ name, paused: paused.get(name) ?? false }));
}

/** Stops the runner from starting the queue's jobs (running ones finish); idempotent. */
export const pauseQueue = (name: string) => setQueuePaused(name, true);

/** Lets the runner start the queue's jobs again; idempotent. */
export const resumeQueue = (name: string) => setQueuePaused(name, false);

async function setQueuePaused(name: string, paused: boolean) {
  const state = await db().jobQueue.upsert({ where: { name }, create: { name, paused }, update: { paused } });
  return { name: state.name, paused: state.paused };
}
