// The measuring half of `npm run bench:scale` (spawned by bench/scale.bench.ts with a fresh
// PostgreSQL database in DATABASE_URL): registers the demo account's three apps for a number of
// users, then starts runner instances (bench/scale-worker.ts, one process each) and times syncs
// through them. Prints one JSON line.
import { spawn, type ChildProcess } from "node:child_process";

import { registerApp } from "../lib/apps/register-app";
import { register } from "../lib/auth/users";
import { databaseReady, db } from "../lib/db/client";
import { requestSync } from "../lib/apps/request-sync";
import { syncConcurrencyEnv } from "../lib/env";
import { demoAccount } from "@/platform/store-simulator";
import { provideEmbeddedStore } from "@/platform/store-simulator/embedded";

// The built-in store, handed to the service's code as instrumentation.ts does for the server.
provideEmbeddedStore();

const USERS = 20;
const PICKUP_SAMPLES = 30;

export interface ScaleFigures {
  throughput: {
    apps: number;
    seconds: number;
    /** The most syncs of one owner running at once, against SYNC_CONCURRENCY_PER_OWNER. */
    perOwnerLimit: number;
    rows: {
      instances: number;
      syncsPerMinute: number;
      overlaps: number;
      mostOfOneOwner: number;
      lost: number;
      stepsPerInstance: number[];
    }[];
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

/** A sync of each app, asked for as its owner's "Sync now" asks. */
async function requestSyncs(apps: { id: string; userId: string }[]): Promise<string[]> {
  return db().$transaction(async (tx) => {
    const ids: string[] = [];
    for (const app of apps) ids.push((await requestSync(tx, app, "on_demand")).id);
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

/**
 * Pairs of syncs of one app whose [start, finish] intervals overlap (one sync per app broken), and
 * the most syncs of one owner running at once (the per-owner limit).
 */
async function overlappingSyncs(ids: string[]): Promise<{ overlaps: number; mostOfOneOwner: number }> {
  const tasks = await db().syncTask.findMany({ where: { id: { in: ids } }, orderBy: { startedAt: "asc" } });
  const interval = (task: (typeof tasks)[number]) => [task.startedAt?.getTime() ?? 0, task.finishedAt?.getTime() ?? Infinity] as const;
  let overlaps = 0;
  let mostOfOneOwner = 0;
  for (const task of tasks) {
    const [start] = interval(task);
    const runningThen = tasks.filter((other) => other !== task && interval(other)[0] <= start && interval(other)[1] > start);
    overlaps += runningThen.filter((other) => other.appId === task.appId).length;
    mostOfOneOwner = Math.max(mostOfOneOwner, 1 + runningThen.filter((other) => other.userId === task.userId).length);
  }
  return { overlaps, mostOfOneOwner };
}

async function throughputWith(instances: number, apps: { id: string; userId: string }[]) {
  const workers = await Promise.all(Array.from({ length: instances }, () => startWorker()));
  const started = performance.now();
  // Every app asked at once: each owner's three syncs queue behind the per-owner limit.
  const ids = await requestSyncs(apps);
  await waitForTasks(ids);
  const seconds = (performance.now() - started) / 1000;
  const stepsPerInstance = await Promise.all(workers.map((worker) => worker.stop()));
  const succeeded = await db().syncTask.count({ where: { id: { in: ids }, status: "succeeded" } });
  return {
    instances,
    seconds,
    syncsPerMinute: Math.round((succeeded / seconds) * 60),
    ...(await overlappingSyncs(ids)),
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
      const [id] = await requestSyncs([app]);
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
const apps: { id: string; userId: string }[] = [];
for (let index = 0; index < USERS; index++) {
  const user = await register({ email: `scale-${index}-${Date.now()}@example.com`, password: "benchmark password" });
  for (const { storeId } of demoAccount.apps) {
    const app = await registerApp(user.id, {
      ...demoAccount.teamKey,
      storeId,
      vendorNumber: demoAccount.vendorNumber,
      isIndividualKey: false,
    });
    apps.push({ id: app.id, userId: user.id });
  }
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
  throughput: {
    apps: apps.length,
    seconds: Math.round(Math.max(...rows.map((row) => row.seconds))),
    perOwnerLimit: syncConcurrencyEnv().SYNC_CONCURRENCY_PER_OWNER,
    rows,
  },
  pickup,
};
console.log(JSON.stringify(figures));
process.exit(0);
