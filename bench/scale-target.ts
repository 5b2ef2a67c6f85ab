// The measuring half of `npm run bench:scale` (spawned by bench/scale.bench.ts with a fresh
// PostgreSQL database in DATABASE_URL): registers the largest demo app for a number of users, then
// starts runner instances (bench/scale-worker.ts, one process each) and times syncs through them.
// Prints one JSON line.
import { spawn, type ChildProcess } from "node:child_process";

import { registerApp } from "../lib/apps/register-app";
import { registerUser } from "../lib/auth/users";
import { databaseReady, db } from "../lib/db/client";
import { appSyncRequested } from "../lib/events/catalogue";
import { emit } from "../lib/events/emit";
import { demoAccount } from "@/platform/store-simulator";

const APPS = 20;
const SYNCS_PER_APP = 3;
const PICKUP_SAMPLES = 30;

export interface ScaleFigures {
  throughput: {
    apps: number;
    seconds: number;
    rows: { instances: number; syncsPerMinute: number; overlaps: number; lost: number; stepsPerInstance: number[] }[];
  };
  pickup: { samples: number; notify: { p50: number; p99: number }; poll: { p50: number; p99: number } };
}

interface Worker {
  process: ChildProcess;
  /** Resolves with the steps this instance drove (persisted), once it has stopped. */
  stop(): Promise<number>;
}

async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "bench/scale-worker.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve(Number(/steps:(\d+)/.exec(output)?.[1] ?? 0)));
        child.kill("SIGTERM");
      }),
  };
}

/** A sync request as the scheduler makes one, without joining a queued one: two per app can queue at once. */
async function requestSyncs(appIds: string[], userId: string): Promise<string[]> {
  return db().$transaction(async (tx) => {
    const ids: string[] = [];
    for (const appId of appIds) {
      const task = await tx.syncTask.create({ data: { appId, userId, reason: "on_demand" } });
      await emit(tx, appSyncRequested, { appId, taskId: task.id, reason: "on_demand" });
      ids.push(task.id);
    }
    return ids;
  });
}

async function waitForTasks(ids: string[]): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const open = await db().syncTask.count({ where: { id: { in: ids }, status: { in: ["queued", "running"] } } });
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("syncs did not finish within 10 minutes");
}

/** Pairs of syncs of one app whose [start, finish] intervals overlap: the concurrency limit broken. */
async function overlappingSyncs(ids: string[]): Promise<number> {
  const tasks = await db().syncTask.findMany({ where: { id: { in: ids } }, orderBy: { startedAt: "asc" } });
  const lastFinish = new Map<string, number>();
  let overlaps = 0;
  for (const task of tasks) {
    const start = task.startedAt?.getTime() ?? 0;
    if (start < (lastFinish.get(task.appId) ?? 0)) overlaps++;
    lastFinish.set(task.appId, Math.max(lastFinish.get(task.appId) ?? 0, task.finishedAt?.getTime() ?? Infinity));
  }
  return overlaps;
}

async function throughputWith(instances: number, apps: { id: string; userId: string }[]) {
  const workers = await Promise.all(Array.from({ length: instances }, () => startWorker()));
  const started = performance.now();
  const ids: string[] = [];
  // Each app asked SYNCS_PER_APP times at once, per user, so runs of one app queue behind each other.
  for (let round = 0; round < SYNCS_PER_APP; round++) {
    for (const app of apps) ids.push(...(await requestSyncs([app.id], app.userId)));
  }
  await waitForTasks(ids);
  const seconds = (performance.now() - started) / 1000;
  const stepsPerInstance = await Promise.all(workers.map((worker) => worker.stop()));
  const succeeded = await db().syncTask.count({ where: { id: { in: ids }, status: "succeeded" } });
  return {
    instances,
    seconds,
    syncsPerMinute: Math.round((succeeded / seconds) * 60),
    overlaps: await overlappingSyncs(ids),
    lost: ids.length - succeeded,
    stepsPerInstance,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function pickupLatency(app: { id: string; userId: string }, env: Record<string, string>) {
  const worker = await startWorker(env);
  const latencies: number[] = [];
  try {
    for (let sample = 0; sample < PICKUP_SAMPLES; sample++) {
      // Let the runner go idle, so it waits on its notification (or its poll), not a busy loop.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [id] = await requestSyncs([app.id], app.userId);
      const committed = Date.now();
      let startedAt: Date | null = null;
      while (!startedAt) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        startedAt = (await db().syncTask.findUniqueOrThrow({ where: { id: id! }, select: { startedAt: true } })).startedAt;
      }
      latencies.push(Math.max(0, startedAt.getTime() - committed));
      await waitForTasks([id!]);
    }
  } finally {
    await worker.stop();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

await databaseReady();
const largest = demoAccount.apps[0]!;
const apps: { id: string; userId: string }[] = [];
for (let index = 0; index < APPS; index++) {
  const user = await registerUser({ email: `scale-${index}-${Date.now()}@example.com`, password: "benchmark password" });
  const app = await registerApp(user.id, {
    ...demoAccount.teamKey,
    storeId: largest.storeId,
    vendorNumber: demoAccount.vendorNumber,
    isIndividualKey: false,
  });
  apps.push({ id: app.id, userId: user.id });
}
// First syncs (registration asked for them): full writes, not what is measured.
const warmUp = await startWorker();
await waitForTasks((await db().syncTask.findMany({ select: { id: true } })).map((task) => task.id));
await warmUp.stop();

const rows = [await throughputWith(1, apps), await throughputWith(2, apps)];
const pickup = {
  samples: PICKUP_SAMPLES,
  notify: await pickupLatency(apps[0]!, {}),
  poll: await pickupLatency(apps[0]!, { BENCH_NO_WAKE: "1" }),
};
const figures: ScaleFigures = {
  throughput: { apps: APPS, seconds: Math.round(Math.max(...rows.map((row) => row.seconds))), rows },
  pickup,
};
console.log(JSON.stringify(figures));
process.exit(0);
