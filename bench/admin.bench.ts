// `npm run bench:admin`: GET /api/admin/analytics over HTTP on the production server, on a
// PostgreSQL database created for the run (on BENCH_PG_ADMIN_URL's server) and dropped after it,
// seeded with bulk SQL: 10k users, 50k apps, 1M jobs, 200k reviews, 100k syncs, 5k agents with 50k
// actions, 5k tickets. Latency of one admin's requests one after another (p50/p95/p99), then of 5
// admins at once. Target: p95 < 100 ms for the first.
//
// 1. Create the database, apply the migrations, seed it (INSERT … SELECT generate_series), VACUUM ANALYZE.
// 2. Start the production server on it; sign in as the admin (ADMIN_EMAILS).
// 3. Check the answer's counts against the seed, warm up, measure, print.
// 4. Stop the server, drop the database.
import { execFileSync } from "node:child_process";

import pg from "pg";

import { applyMigrations, pgExecutor } from "@/platform/migrations";

import { signedInCookie, startBenchServer } from "./server";

const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENT = 5;
const ADMIN_EMAIL = "bench-admin@example.com";
const database = `bench_admin_${process.pid}`;
const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, "")}/${database}`;

/**
 * The seed. Nothing in it is due: jobs wait far in the future, apps sync far in the future and
 * agents have no wake-up time, so the server's embedded runner and schedulers leave it alone.
 */
const SEED = [
  `INSERT INTO "User" ("id", "email", "name", "passwordHash", "role", "banned", "banReason", "bannedAt", "createdAt", "updatedAt")
   SELECT 'bench-user-' || g, 'bench-user-' || g || '@example.com', 'Bench User ' || g, 'not-a-hash',
     (CASE WHEN g % 500 = 0 THEN 'admin' ELSE 'user' END)::"Role",
     g % 100 = 0, CASE WHEN g % 100 = 0 THEN 'spam' END, CASE WHEN g % 100 = 0 THEN now() END,
     now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', now()
   FROM generate_series(1, 10000) AS g`,
  `INSERT INTO "Team" ("id", "name", "personal", "updatedAt") SELECT 'bench-team-' || g, 'Personal', true, now() FROM generate_series(1, 10000) AS g`,
  `INSERT INTO "TeamMember" ("teamId", "userId", "role", "updatedAt")
   SELECT 'bench-team-' || g, 'bench-user-' || g, 'owner', now() FROM generate_series(1, 10000) AS g`,
  `INSERT INTO "Credential" ("id", "teamId", "keyId", "privateKeyEncrypted", "keyFingerprint", "updatedAt")
   SELECT 'bench-key-' || g, 'bench-team-' || g, 'BENCHKEY01', repeat('s', 300), 'fingerprint', now() FROM generate_series(1, 10000) AS g`,
  `INSERT INTO "App" ("id", "teamId", "userId", "storeId", "name", "credentialId", "vendorNumber",
     "syncStatus", "lastSyncedAt", "nextSyncAt", "createdAt", "updatedAt")
   SELECT 'bench-app-' || g, 'bench-team-' || (1 + g % 10000), 'bench-user-' || (1 + g % 10000), 'store-' || g, 'Bench App ' || g,
     'bench-key-' || (1 + g % 10000), '80000001',
     (CASE WHEN g % 50 = 0 THEN 'failed' WHEN g % 20 = 0 THEN 'syncing' ELSE 'succeeded' END)::"SyncStatus",
     now() - (g % 30) * interval '1 minute', now() + interval '10 years', now() - (g % 300) * interval '1 day', now()
   FROM generate_series(1, 50000) AS g`,
  `INSERT INTO "Job" ("id", "functionId", "queueName", "status", "event", "payload", "attempts", "runAt", "createdAt", "startedAt", "finishedAt", "updatedAt", "error")
   SELECT 'bench-job-' || g, 'bench-' || q.name, q.name, s.status::"JobStatus",
     jsonb_build_object('name', q.name || '/run', 'data', jsonb_build_object('appId', 'bench-app-' || (1 + g % 50000)), 'id', 'evt-' || g, 'ts', 0),
     jsonb_build_object('appId', 'bench-app-' || (1 + g % 50000)),
     1, now() + interval '10 years', c.at, c.at,
     CASE WHEN s.status IN ('completed', 'failed', 'cancelled') THEN c.at + interval '2 seconds' END, now(),
     CASE WHEN s.status = 'failed' THEN '{"name":"Error","message":"boom"}'::jsonb END
   FROM generate_series(1, 1000000) AS g
   CROSS JOIN LATERAL (SELECT (ARRAY['sync-app', 'agent-tick', 'schedule-syncs', 'send-email', 'send-push', 'prune-expired-sessions'])[1 + g % 6] AS name) AS q
   CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 = 0 THEN 'failed' WHEN g % 250 = 1 THEN 'cancelled' WHEN g % 1000 = 7 THEN 'queued'
     WHEN g % 2000 = 9 THEN 'running' WHEN g % 2000 = 11 THEN 'sleeping' ELSE 'completed' END AS status) AS s
   CROSS JOIN LATERAL (SELECT now() - (g::float8 / 1000000) * interval '90 days' AS at) AS c`,
  `INSERT INTO "CustomerReview" ("id", "appId", "storeId", "rating", "title", "body", "reviewerNickname", "territory", "storeCreatedAt",
     "responseStoreId", "responseBody", "responseState")
   SELECT 'bench-review-' || g, 'bench-app-' || (1 + g % 50000), 'review-' || g, 1 + g % 5, 'Title ' || g, repeat('Great app. ', 20), 'nick' || g, 'USA',
     now() - (g % 700) * interval '1 hour',
     CASE WHEN g % 3 = 0 THEN 'response-' || g END, CASE WHEN g % 3 = 0 THEN 'Thanks!' END, CASE WHEN g % 3 = 0 THEN 'PUBLISHED' END
   FROM generate_series(1, 200000) AS g`,
  `INSERT INTO "SyncTask" ("id", "appId", "userId", "reason", "status", "progress", "counts", "createdAt", "startedAt", "finishedAt")
   SELECT 'bench-sync-' || g, 'bench-app-' || (1 + g % 50000), 'bench-user-' || (1 + (g % 50000) % 10000), 'scheduled',
     (CASE WHEN g % 40 = 0 THEN 'failed' ELSE 'succeeded' END)::"TaskStatus", 100, '{"reviews": 10}', c.at, c.at, c.at + interval '1 second'
   FROM generate_series(1, 100000) AS g
   CROSS JOIN LATERAL (SELECT now() - (g::float8 / 100000) * interval '30 days' AS at) AS c`,
  `INSERT INTO "Agent" ("id", "appId", "enabled", "status", "createdAt", "updatedAt")
   SELECT 'bench-agent-' || g, 'bench-app-' || g, g % 5 <> 0,
     (CASE WHEN g % 5 = 0 THEN 'disabled' WHEN g % 7 = 0 THEN 'awaiting_approval' WHEN g % 11 = 0 THEN 'error' ELSE 'sleeping' END)::"AgentStatus", now(), now()
   FROM generate_series(1, 5000) AS g`,
  `INSERT INTO "AgentAction" ("id", "agentId", "kind", "mutation", "fingerprint", "summary", "rationale", "brain", "status", "createdAt")
   SELECT 'bench-action-' || g, 'bench-agent-' || (1 + g % 5000), 'update_localization', '{}', 'fp' || g, 'Shorter subtitle', 'Because', 'rules',
     (CASE WHEN g <= 5000 AND (1 + g % 5000) % 7 = 0 AND (1 + g % 5000) % 5 <> 0 THEN 'pending' WHEN g % 3 = 0 THEN 'rejected' ELSE 'executed' END)::"AgentActionStatus",
     now() - (g % 1000) * interval '1 hour'
   FROM generate_series(1, 50000) AS g`,
  `UPDATE "Agent" SET "pendingActionId" = 'bench-action-' || (substring("id" FROM 13)::int - 1) WHERE "status" = 'awaiting_approval'`,
  `INSERT INTO "SupportTicket" ("id", "userId", "type", "subject", "status", "createdAt", "updatedAt")
   SELECT 'bench-ticket-' || g, 'bench-user-' || (1 + g % 10000), 'QUESTION', 'Help ' || g,
     (ARRAY['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'])[1 + g % 4]::"TicketStatus", now() - (g % 500) * interval '1 hour', now()
   FROM generate_series(1, 5000) AS g`,
  `VACUUM ANALYZE`,
];

async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await applyMigrations(pgExecutor(client));
    const started = performance.now();
    for (const statement of SEED) await client.query(statement);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Latencies of `count` requests per client, `clients` clients at once, each waiting for its answer before the next. */
async function measure(url: string, cookie: string, count: number, clients: number) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = 0; index < count; index++) {
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)!),
  };
}

const psql = (sql: string) => execFileSync("psql", [adminUrl, "-qc", sql]);
psql(`CREATE DATABASE "${database}"`);
try {
  await seed();
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, ADMIN_EMAILS: ADMIN_EMAIL });
  try {
    const cookie = await signedInCookie(server.url, ADMIN_EMAIL);
    const url = `${server.url}/api/admin/analytics`;
    const answer = (await (await fetch(url, { headers: { cookie } })).json()) as {
      users: { total: number };
      apps: { total: number };
      jobs: { total: number };
      reviews: { total: number; unanswered: number };
      agents: { awaitingApproval: number };
    };
    // The admin's registration queues a welcome email: its send-email job comes on top of the seeded million.
    const expected = {
      users: 10_001,
      apps: 50_000,
      jobs: Math.max(1_000_000, Math.min(answer.jobs.total, 1_000_010)),
      reviews: 200_000,
      unanswered: 133_334,
      awaitingApproval: 572,
    };
    const actual = {
      users: answer.users.total,
      apps: answer.apps.total,
      jobs: answer.jobs.total,
      reviews: answer.reviews.total,
      unanswered: answer.reviews.unanswered,
      awaitingApproval: answer.agents.awaitingApproval,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`unexpected counts: ${JSON.stringify(actual)}`);

    await measure(url, cookie, 20, 1); // warm-up, not counted
    const one = await measure(url, cookie, REQUESTS, 1);
    const many = await measure(url, cookie, Math.ceil(REQUESTS / CONCURRENT), CONCURRENT);
    console.log(`\nGET /api/admin/analytics on ${server.database}: ${JSON.stringify(actual)}`);
    console.table({ "1 admin (sequential)": one, [`${CONCURRENT} admins at once`]: many });
    console.log(`p95 ${one.p95} ms (target < 100 ms) ${one.p95 < 100 ? "PASS" : "FAIL"}`);
    if (one.p95 >= 100) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
