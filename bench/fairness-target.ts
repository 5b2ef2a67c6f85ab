// One database's half of `npm run bench:fairness` (spawned by bench/fairness.bench.ts): the
// production server on whatever database this process's environment selects, the store simulator
// in a process of its own (its work must not share the measured thread), and another user's
// requests timed while idle and while one user's three large first syncs run. Prints JSON.
import { demoAccount } from "@/platform/store-simulator";
import { startSimulatorProcess } from "@/test/simulator-process";

import { signedInCookie, startBenchServer } from "./server";

const LARGE_APP = { reviews: 20_000, versions: 10, locales: 5 };
const PROBED_PATHS = ["/api/health", "/api/portfolio", "/api/apps"] as const;
export type ProbedPath = (typeof PROBED_PATHS)[number];
export type Figures = Record<"idle" | "syncing", Record<ProbedPath, { requests: number; p99: number; failures: number }>> & {
  syncMs: number;
  /** Reviews each large app has in the store, and how many its sync stored. */
  reviewsInStore: number;
  reviewsSynced: number[];
};

const IDLE_MS = 5_000;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.99 * values.length) - 1] ?? 0;

/** Requests `path` one after another (20 ms apart) until `done()`: the p99 latency, and how many failed. */
async function probe(url: string, cookie: string, path: ProbedPath, done: () => boolean) {
  const latencies: number[] = [];
  let failures = 0;
  while (!done()) {
    const started = performance.now();
    const ok = await fetch(`${url}${path}`, { headers: { cookie } }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    latencies.push(performance.now() - started);
    if (!ok) failures++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { requests: latencies.length, p99: Math.round(p99(latencies)), failures };
}

async function probeAll(url: string, cookie: string, done: () => boolean) {
  const results = await Promise.all(PROBED_PATHS.map((path) => probe(url, cookie, path, done)));
  return Object.fromEntries(PROBED_PATHS.map((path, index) => [path, results[index]!])) as Figures["idle"];
}

async function registerApp(url: string, cookie: string, storeId: string): Promise<string> {
  const response = await fetch(`${url}/api/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ ...demoAccount.teamKey, vendorNumber: demoAccount.vendorNumber, storeId }),
  });
  if (response.status !== 201) throw new Error(`registering ${storeId} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function syncStatuses(url: string, cookie: string, appIds: string[]): Promise<string[]> {
  return Promise.all(
    appIds.map(
      async (id) => ((await (await fetch(`${url}/api/apps/${id}`, { headers: { cookie } })).json()) as { syncStatus: string }).syncStatus,
    ),
  );
}

const store = await startSimulatorProcess();
// PGlite on disk, as `npm start` runs it (the embedded default), not the tests' in-memory one.
// BENCH_PROFILE=<dir> writes the server's CPU profile there (bench/cpu-profile-summary.ts reads it).
const profileDir = process.env.BENCH_PROFILE;
const server = await startBenchServer(
  { STORE_API_BASE_URL: store.baseUrl, PGLITE_IN_MEMORY: "0" },
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
);
try {
  const other = await signedInCookie(server.url);
  const otherApp = await registerApp(server.url, other, demoAccount.apps[0]!.storeId);
  while ((await syncStatuses(server.url, other, [otherApp]))[0] !== "succeeded") await new Promise((resolve) => setTimeout(resolve, 200));

  const heavy = await signedInCookie(server.url);
  const storeIds = ["6449000911", "6449000912", "6449000913"];
  for (const storeId of storeIds) await store.seedLargeApp({ storeId, ...LARGE_APP });

  // Warm every probed route, then the baseline: the same requests with nothing else running.
  const warmUntil = Date.now() + 2_000;
  await probeAll(server.url, other, () => Date.now() > warmUntil);
  const idleUntil = Date.now() + IDLE_MS;
  const idle = await probeAll(server.url, other, () => Date.now() > idleUntil);

  const started = performance.now();
  const appIds: string[] = [];
  for (const storeId of storeIds) appIds.push(await registerApp(server.url, heavy, storeId));
  let synced = false;
  const watch = (async () => {
    for (;;) {
      const statuses = await syncStatuses(server.url, heavy, appIds);
      if (statuses.some((status) => status === "failed")) throw new Error(`a large sync failed: ${statuses.join(", ")}`);
      if (statuses.every((status) => status === "succeeded")) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    synced = true;
  })();
  const syncing = await probeAll(server.url, other, () => synced);
  await watch;
  const syncMs = Math.round(performance.now() - started);

  const reviewsSynced = await Promise.all(
    appIds.map(async (id) => {
      const summary = await fetch(`${server.url}/api/apps/${id}/reviews/summary`, { headers: { cookie: heavy } });
      return ((await summary.json()) as { count: number }).count;
    }),
  );
  const figures: Figures = { idle, syncing, syncMs, reviewsInStore: LARGE_APP.reviews, reviewsSynced };
  console.log(JSON.stringify(figures));
} finally {
  await server.stop();
  await store.stop();
}
