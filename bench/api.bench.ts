// `npm run bench`: signed-in reads against a bare Next.js route handler, side by side in one run.
// The reference is a minimal Next app with one `Response.json` route (bench/bare-next.ts, built
// once into the temporary folder); beside it, on the production server: the constant liveness
// route, GET /api/apps with the cookie of a session that has ended (the cookie is decrypted and
// the session looked up, then 401: what the session check alone costs), and two signed-in reads
// (GET /api/apps, and a page of 20 reviews of a synced demo app). Rounds alternate between them
// so warm-up and machine noise fall on all of them. The server saturates its one thread, so
// 1000 / req/s is what a request costs it ("ms per request"), and the rows' differences are what
// each layer adds.
//
// PostgreSQL by default: DATABASE_URL when set, otherwise a database of its own created on
// BENCH_PG_ADMIN_URL's server (default the local one) and dropped at the end. BENCH_DATABASE=pglite
// for the embedded database. BENCH_PROFILE=<dir> writes the server's CPU profile there
// (`node --cpu-prof`; summarize it with `npx tsx bench/cpu-profile-summary.ts <file>`).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

import autocannon from "autocannon";
import webpush from "web-push";

import { BARE_PATH, startBareNext } from "./bare-next";
import { signedInCookie, startBenchServer } from "./server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The server logs as in production (one line per request), to a sink that costs nothing else.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const TARGET_RATIO = 0.6;
const TARGET_P99_FACTOR = 2;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Endpoint {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Held to the targets (signed-in reads: TARGET_RATIO × the bare handler's req/s, p99 within TARGET_P99_FACTOR × its p99). */
  targeted?: boolean;
  /** The status every answer must have (default: any 2xx). */
  status?: number;
  rounds: Figures[];
}

async function measure(endpoint: Endpoint, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({ url: endpoint.url, connections: CONNECTIONS, duration: seconds, headers: endpoint.headers });
  const answeredAsExpected = endpoint.status === undefined ? result["2xx"] : (result.statusCodeStats?.[`${endpoint.status}`]?.count ?? 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.requests.total - answeredAsExpected),
  };
}

function combine(rounds: Figures[]): Figures {
  const mean = (pick: (round: Figures) => number) => rounds.reduce((sum, round) => sum + pick(round), 0) / rounds.length;
  return {
    requestsPerSecond: mean((round) => round.requestsPerSecond),
    p50: mean((round) => round.p50),
    p99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/** PostgreSQL settings for the server: DATABASE_URL, or a new database dropped by `drop`. */
function postgresDatabase(): { env: Record<string, string>; drop: () => void } {
  const vapid = webpush.generateVAPIDKeys();
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  if (process.env.DATABASE_URL) return { env: { ...secrets, DATABASE_URL: process.env.DATABASE_URL }, drop: () => undefined };
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `bench_api_${process.pid}`;
  const psql = (sql: string) => execFileSync("psql", [adminUrl, "-qc", sql]);
  psql(`CREATE DATABASE "${name}"`);
  return {
    env: { ...secrets, DATABASE_URL: `${adminUrl.replace(/\/[^/]*$/, "")}/${name}` },
    drop: () => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Registers the largest demo app (hundreds of reviews) and waits for its first sync. */
async function syncedDemoApp(url: string, cookie: string): Promise<string> {
  const { demoAccount } = await import("@/platform/store-simulator");
  const registered = await fetch(`${url}/api/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ ...demoAccount.teamKey, storeId: demoAccount.apps[0]!.storeId, vendorNumber: demoAccount.vendorNumber }),
  });
  if (registered.status !== 201) throw new Error(`registering the demo app failed: ${registered.status} ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: string };
  for (let tries = 0; tries < 600; tries++) {
    const state = (await (await fetch(`${url}/api/apps/${id}`, { headers: { cookie } })).json()) as { syncStatus: string };
    if (state.syncStatus === "succeeded") return id;
    if (state.syncStatus === "failed") throw new Error("the demo app's sync failed");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the demo app did not sync within 2 minutes");
}

const pglite = process.env.BENCH_DATABASE === "pglite";
const database = pglite ? { env: { DATABASE_URL: "" }, drop: () => undefined } : postgresDatabase();
const profileDir = process.env.BENCH_PROFILE;
const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const bare = await startBareNext();
const serverStarted = Date.now();
const server = await startBenchServer({ ...database.env, LOG_LEVEL }, nodeArgs);
try {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const endedCookie = await signedInCookie(server.url, email);
  const cookie = await signedInCookie(server.url, email);
  const ended = await fetch(`${server.url}/api/account/sessions`, {
    method: "DELETE",
    headers: { "content-type": "application/json", cookie },
  });
  if (ended.status !== 200) throw new Error(`ending the other session failed: ${ended.status}`);
  const appId = await syncedDemoApp(server.url, cookie);
  const reviewsUrl = `${server.url}/api/apps/${appId}/reviews?limit=20`;
  const page = (await (await fetch(reviewsUrl, { headers: { cookie } })).json()) as { items: unknown[] };
  if (page.items.length !== 20) throw new Error(`expected a full page of 20 reviews, got ${page.items.length}`);

  const endpoints: Endpoint[] = [
    { name: "bare Next handler", url: `${bare.url}${BARE_PATH}`, rounds: [] },
    { name: "GET /api/health", url: `${server.url}/api/health`, rounds: [] },
    {
      name: "GET /api/apps (session ended: 401)",
      url: `${server.url}/api/apps`,
      headers: { cookie: endedCookie },
      status: 401,
      rounds: [],
    },
    { name: "GET /api/apps (signed in)", url: `${server.url}/api/apps`, headers: { cookie }, targeted: true, rounds: [] },
    { name: "GET …/reviews?limit=20 (signed in)", url: reviewsUrl, headers: { cookie }, targeted: true, rounds: [] },
  ];
  if (profileDir) {
    const skip = Date.now() - serverStarted;
    console.log(`CPU profile in ${profileDir}: the load starts about ${skip} ms in (cpu-profile-summary.ts … --skip-ms=${skip})`);
  }
  for (const endpoint of endpoints) await measure(endpoint, 2); // warm-up, not counted
  for (let round = 0; round < ROUNDS; round++) {
    for (const endpoint of endpoints) endpoint.rounds.push(await measure(endpoint));
  }

  const reference = combine(endpoints[0]!.rounds);
  let errors = 0;
  const table = Object.fromEntries(
    endpoints.map((endpoint) => {
      const figures = combine(endpoint.rounds);
      const ratio = figures.requestsPerSecond / reference.requestsPerSecond;
      const p99Factor = figures.p99 / reference.p99;
      const met = ratio >= TARGET_RATIO && p99Factor <= TARGET_P99_FACTOR && figures.errors === 0;
      errors += figures.errors;
      return [
        endpoint.name,
        {
          "req/s": Math.round(figures.requestsPerSecond),
          "ms per request": Math.round(100_000 / figures.requestsPerSecond) / 100,
          "p50 ms": Math.round(figures.p50 * 10) / 10,
          "p99 ms": figures.p99,
          errors: figures.errors,
          "× bare req/s": ratio.toFixed(2),
          "× bare p99": p99Factor.toFixed(2),
          target: endpoint.targeted ? `≥ ${TARGET_RATIO}, ≤ ${TARGET_P99_FACTOR}, 0 errors: ${met ? "met" : "NOT met"}` : "",
        },
      ];
    }),
  );
  console.log(
    `\nDatabase: ${server.database}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, server log level ${LOG_LEVEL}`,
  );
  console.table(table);
  if (errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await bare.stop();
  database.drop();
}
