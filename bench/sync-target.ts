// One database's half of `npm run bench:sync` (spawned by bench/sync.bench.ts); prints JSON.
// The large app's syncs use the embedded simulator, whose request log counts the store requests.
import { EMBEDDED_SIGNING_KEY } from "../inngest/client";
import { inngestHandler } from "../inngest/serve";
import { registerApp } from "../lib/apps/register-app";
import { requestSync } from "../lib/apps/request-sync";
import { sandboxIdFor } from "../lib/apps/store-sandbox";
import { register } from "../lib/auth/users";
import { databaseReady, db } from "../lib/db/client";
import { EmbeddedRunner } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import { embeddedSimulator, provideEmbeddedStore } from "@/platform/store-simulator/embedded";
import { selectDueApps } from "../lib/sync/due-apps";
import { personalTeamId } from "../lib/teams/personal-team";

// The built-in store, handed to the service's code as instrumentation.ts does for the server.
provideEmbeddedStore();

const DUE = 100;

type Pass = { requests: number; wallMs: number; counts: unknown };

/** The account's own sandbox of the embedded simulator, whose request log counts its store requests. */
const storeOf = (userId: string) => embeddedSimulator()!.sandbox(sandboxIdFor(userId)).control;

/** Runs one sync of `appId` on the embedded runner: the store requests it made and its wall time. */
async function syncOnce(appId: string, userId: string, request = true): Promise<Pass> {
  if (request) await db().$transaction((tx) => requestSync(tx, { id: appId, userId }, "on_demand"));
  storeOf(userId).clearRequestLog();
  const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY });
  const started = performance.now();
  await runner.runUntilIdle();
  const wallMs = performance.now() - started;
  await runner.stop();
  const task = await db().syncTask.findFirstOrThrow({ where: { appId }, orderBy: { createdAt: "desc" } });
  if (task.status !== "succeeded") throw new Error(`sync ${task.status}: ${task.error}`);
  return { requests: storeOf(userId).requestLog().length, wallMs, counts: task.counts };
}

/**
 * The large app (50,000 reviews, 100 versions, 39 locales: all of ASC's): its first sync (a full
 * pass), a steady-state sync (nothing changed), one after five new reviews, and a full pass.
 */
async function largeApp(userId: string) {
  const control = storeOf(userId);
  const started = performance.now();
  const storeId = await control.seedLargeApp({ reviews: 50_000, versions: 100, locales: 39 });
  const seedMs = performance.now() - started;
  const { teamKey, vendorNumber } = demoAccount;
  const app = await registerApp(userId, { ...teamKey, storeId, vendorNumber, isIndividualKey: false });
  const first = await syncOnce(app.id, userId, false);
  const steady = await syncOnce(app.id, userId);
  for (let n = 0; n < 5; n++)
    await control.addReview({ appStoreId: storeId, rating: 4, title: `New ${n}`, body: "Nice.", territory: "USA" });
  const newReviews = await syncOnce(app.id, userId);
  await db().app.update({ where: { id: app.id }, data: { nextFullPassAt: new Date() } });
  const fullPass = await syncOnce(app.id, userId);
  return { seedMs, first, steady, newReviews, fullPass };
}

async function fullSync() {
  const user = await register({ email: `bench-${Date.now()}@example.com`, password: "benchmark password" });
  const largest = demoAccount.apps[0]!;
  const { teamKey, vendorNumber } = demoAccount;
  const app = await registerApp(user.id, { ...teamKey, storeId: largest.storeId, vendorNumber, isIndividualKey: false });
  return { userId: user.id, ...(await syncOnce(app.id, user.id, false)) };
}

/** Adds apps up to `total`; only the first DUE of all are due, so the due set stays the same. */
async function growApps(userId: string, from: number, total: number) {
  const teamId = await personalTeamId(db(), userId);
  const { id: credentialId } = await db().credential.upsert({
    where: { teamId_keyFingerprint: { teamId, keyFingerprint: "bench" } },
    update: {},
    create: { teamId, keyId: "BENCHKEY", privateKeyEncrypted: "sealed", keyFingerprint: "bench" },
  });
  await db().$executeRaw`
    INSERT INTO "App" ("id", "teamId", "userId", "storeId", "name", "credentialId", "vendorNumber", "nextSyncAt", "updatedAt")
    SELECT gen_random_uuid()::text, ${teamId}, ${userId}, 'bench-' || g, 'Bench ' || g, ${credentialId}, '1',
      CASE WHEN g <= ${DUE} THEN now() - interval '1 minute' ELSE now() + interval '1 minute' + (g % 30) * interval '1 minute' END,
      now()
    FROM generate_series(${from}::int, ${total}::int) AS g`;
  await db().$executeRawUnsafe(`ANALYZE "App"`);
}

async function timeSelection(): Promise<{ medianMs: number; p95Ms: number; selected: number }> {
  const times: number[] = [];
  let selected = 0;
  for (let round = 0; round < 30; round++) {
    const started = performance.now();
    selected = (await selectDueApps(new Date(), 500)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[15]!, p95Ms: times[28]!, selected };
}

await databaseReady();
const sync = await fullSync();
const large = await largeApp(sync.userId);
const selection: Record<string, Awaited<ReturnType<typeof timeSelection>>> = {};
let registered = 1;
for (const size of [1_000, 10_000, 100_000]) {
  await growApps(sync.userId, registered, size - 1);
  registered = size;
  selection[size] = await timeSelection();
}
console.log(JSON.stringify({ sync, large, selection }));
process.exit(0);
