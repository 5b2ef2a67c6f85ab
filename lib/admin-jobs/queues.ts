import "server-only";

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

/**
 * Every queue: the functions served (`served`, their ids) and the queues that have jobs (a
 * function served before, or by an Inngest server), each with whether an admin paused it. A
 * paused name that is neither is not a queue and is not listed.
 */
export async function listQueues(served: string[]) {
  const [withJobs, states] = await Promise.all([
    db().job.findMany({ distinct: ["queueName"], select: { queueName: true } }),
    db().jobQueue.findMany(),
  ]);
  const paused = new Map(states.map((state) => [state.name, state.paused]));
  const names = new Set([...served, ...withJobs.map((job) => job.queueName)]);
  return [...names].sort().map((name) => ({ name, paused: paused.get(name) ?? false }));
}

/** Stops the runner from starting the queue's jobs (running ones finish); idempotent. */
export const pauseQueue = (name: string, served: string[]) => setQueuePaused(name, served, true);

/** Lets the runner start the queue's jobs again; idempotent. */
export const resumeQueue = (name: string, served: string[]) => setQueuePaused(name, served, false);

/** Only a queue that exists (as `listQueues` lists them) is paused or resumed: any other name is `404`. */
async function setQueuePaused(name: string, served: string[], paused: boolean) {
  if (!served.includes(name) && !(await db().job.findFirst({ where: { queueName: name }, select: { id: true } }))) throw notFound("queue");
  const state = await db().jobQueue.upsert({ where: { name }, create: { name, paused }, update: { paused } });
  return { name: state.name, paused: state.paused };
}
