// One database's half of `npm run bench:budget` (spawned by bench/budget.bench.ts); prints JSON.
//
// 20 apps on one App Store Connect key, synced every 5 minutes, for one simulated hour, plus
// people's own requests. Real parts: the scheduler's selection (startDueSyncs), the shared
// per-key budget in the database (claims, Apple's figures), the store client and the simulator
// (its hourly budget on the same injected clock). Simulated: a sync is SYNC_COST reads of the
// app (about what a steady-state sync costs) instead of the whole sync-app function, so the hour
// runs in seconds; a sync the budget stops mid-way waits and resumes, as the function does.
import { keyIdentity, sharedRequestBudget } from "../lib/apps/key-budget";
import { register } from "../lib/auth/users";
import { databaseReady, db } from "../lib/db/client";
import { createStoreClient, type StoreClient } from "../lib/store/client";
import { BudgetWaitError, type RequestPriority } from "../lib/store/request-budget";
import { startDueSyncs } from "../lib/sync/start-due-syncs";
import { personalTeamId } from "../lib/teams/personal-team";
import { BUDGET_RECHECK_MS } from "../lib/sync/run-sync-step";
import { createStoreSimulator, demoAccount } from "@/platform/store-simulator";
import { provideEmbeddedStore } from "@/platform/store-simulator/embedded";

// The built-in store, handed to the service's code as instrumentation.ts does for the server.
provideEmbeddedStore();

const APPS = 20;
const INTERVAL_MINUTES = 5;
const MINUTES = 60;
const SYNC_COST = 12;
/** People's requests: a few every minute, and a burst (someone editing many locales) at minute 40. */
const USER_PER_MINUTE = 5;
const USER_BURST = { minute: 40, requests: 200 };
/** Syncs running at once (several workers drawing on the one budget). */
const WORKERS = 4;

let nowMs = Date.parse("2026-06-01T09:00:00Z");
const clock = () => nowMs;
const simulator = createStoreSimulator({ basePath: "/sim", clock, hourlyBudget: 3600 });
const credentials = { ...demoAccount.teamKey, isIndividualKey: false };
await databaseReady();
const user = await register({ email: `budget-bench-${process.pid}@example.com`, password: "benchmark password" });
// The key's budget as the scheduler sees it for the user's apps (with the embedded simulator, the user's own).
const identity = keyIdentity(credentials, user.id);
const clients: Record<RequestPriority, StoreClient> = {
  user: client("user"),
  background: client("background"),
};
function client(priority: RequestPriority): StoreClient {
  return createStoreClient({
    baseUrl: "http://store.bench/sim",
    credentials,
    clock,
    fetch: (input, init) => simulator.handle(new Request(input, init)),
    requestBudget: sharedRequestBudget(identity, priority, clock),
    retry: { maxRetries: 0 },
  });
}
const storeId = demoAccount.apps[2]!.storeId;
const teamId = await personalTeamId(db(), user.id);

const { id: credentialId } = await db().credential.create({
  data: {
    teamId,
    keyId: credentials.keyId,
    issuerId: credentials.issuerId,
    privateKeyEncrypted: "not used: the bench's client holds the demo key",
    keyFingerprint: "bench",
  },
});
const appIds: string[] = [];
for (let index = 0; index < APPS; index++) {
  const app = await db().app.create({
    data: {
      teamId,
      userId: user.id,
      storeId: `bench-${index}`,
      name: `Bench ${index}`,
      credentialId,
      vendorNumber: demoAccount.vendorNumber,
      pullInterval: INTERVAL_MINUTES,
      // Spread over the first interval, as registrations are.
      nextSyncAt: new Date(nowMs + (index % INTERVAL_MINUTES) * 60_000),
    },
  });
  appIds.push(app.id);
}

const syncsDone = new Map(appIds.map((id) => [id, 0]));
const counts = { background: 0, user: 0, userRefused: 0, syncsStarted: 0, syncsWaitedMidway: 0 };
const startedPerTenMinutes = Array<number>(MINUTES / 10).fill(0);
let lowestRemaining = 3600;
/** Syncs under way: requests still to make, and when they may go on. */
const running = new Map<string, { left: number; resumesAt: number }>();
/** Longest an app was due without being synced (starvation). */
let longestWaitMs = 0;

async function finish(appId: string) {
  running.delete(appId);
  syncsDone.set(appId, syncsDone.get(appId)! + 1);
  await db().$transaction([
    db().syncTask.updateMany({
      where: { appId, status: { in: ["queued", "running"] } },
      data: { status: "succeeded", finishedAt: new Date(nowMs) },
    }),
    db().app.update({
      where: { id: appId },
      data: {
        syncStatus: "succeeded",
        syncResumesAt: null,
        lastSyncedAt: new Date(nowMs),
        nextSyncAt: new Date(nowMs + INTERVAL_MINUTES * 60_000),
      },
    }),
  ]);
}

/** Goes on with one sync until it is done or the budget stops it (then it waits, as sync-app does). */
async function advance(appId: string) {
  const sync = running.get(appId)!;
  while (sync.left > 0) {
    try {
      await clients.background.getApp(storeId);
      counts.background++;
      sync.left--;
      lowestRemaining = Math.min(lowestRemaining, clients.background.rateBudget()?.remaining ?? lowestRemaining);
    } catch (error) {
      if (!(error instanceof BudgetWaitError)) throw error;
      sync.resumesAt = Math.min(error.resumesAt, nowMs + BUDGET_RECHECK_MS);
      counts.syncsWaitedMidway++;
      await db().app.update({ where: { id: appId }, data: { syncStatus: "waiting", syncResumesAt: new Date(error.resumesAt) } });
      return;
    }
  }
  await finish(appId);
}

async function inWorkers(ids: string[], work: (id: string) => Promise<void>) {
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await work(id);
    }),
  );
}

async function userRequests(count: number) {
  for (let index = 0; index < count; index++) {
    try {
      await clients.user.getApp(storeId);
      counts.user++;
      lowestRemaining = Math.min(lowestRemaining, clients.user.rateBudget()?.remaining ?? lowestRemaining);
    } catch {
      counts.userRefused++;
    }
  }
}

const started = performance.now();
for (let minute = 0; minute < MINUTES; minute++) {
  const now = new Date(nowMs);
  // Due apps no sync has picked up yet: how long each has waited.
  for (const app of await db().app.findMany({
    where: { id: { in: appIds }, nextSyncAt: { lte: now } },
    select: { id: true, nextSyncAt: true },
  })) {
    if (!running.has(app.id)) longestWaitMs = Math.max(longestWaitMs, nowMs - app.nextSyncAt.getTime());
  }
  // Syncs that waited go on first (they are the oldest), then the scheduler's tick.
  const resuming = [...running.entries()].filter(([, sync]) => sync.resumesAt <= nowMs).map(([id]) => id);
  const before = new Set(running.keys());
  const tasksBefore = await db().syncTask.count({ where: { appId: { in: appIds }, reason: "scheduled" } });
  await startDueSyncs(now, 500);
  const newTasks = await db().syncTask.findMany({
    where: { appId: { in: appIds }, reason: "scheduled" },
    orderBy: { createdAt: "asc" },
    skip: tasksBefore,
    select: { appId: true },
  });
  const fresh = newTasks.map((task) => task.appId).filter((id) => !before.has(id));
  for (const id of fresh) running.set(id, { left: SYNC_COST, resumesAt: nowMs });
  counts.syncsStarted += fresh.length;
  startedPerTenMinutes[Math.floor(minute / 10)]! += fresh.length;
  await Promise.all([inWorkers([...resuming, ...fresh], advance), userRequests(USER_PER_MINUTE)]);
  if (minute === USER_BURST.minute) await userRequests(USER_BURST.requests);
  nowMs += 60_000;
}
const wallMs = performance.now() - started;

const apple = simulator.control.requestLog();
const perApp = [...syncsDone.values()];
console.log(
  JSON.stringify({
    wallMs,
    appleRequests: apple.length,
    apple429: apple.filter((entry) => entry.status === 429).length,
    ...counts,
    lowestRemaining,
    syncsPerApp: { min: Math.min(...perApp), max: Math.max(...perApp) },
    longestWaitMinutes: longestWaitMs / 60_000,
    waitingAtEnd: await db().app.count({ where: { id: { in: appIds }, syncStatus: "waiting" } }),
    startedPerTenMinutes,
  }),
);
process.exit(0);
