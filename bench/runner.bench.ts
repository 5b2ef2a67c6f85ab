// `npm run bench:runner`: the embedded Inngest runner on PGlite and on PostgreSQL, side by side:
// per-step time (a 20-step run minus a run with no steps, per step), split into time inside the
// Inngest SDK and the runner's own overhead (database, leases, protocol), and runs/s for 200
// concurrent two-step runs with the runner driving 10, 50 or 200 at once. Targets: under 5 ms
// per step on PostgreSQL; runs/s that does not collapse as concurrency grows.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

import webpush from "web-push";

const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function measure(env: Record<string, string | undefined>) {
  const result = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "bench/runner-target.ts"], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  const line = result.stdout.trim().split("\n").at(-1);
  if (result.status !== 0 || !line) throw new Error(`bench target failed:\n${result.stderr}`);
  return JSON.parse(line) as {
    perStepMs: number;
    sdkPerStepMs: number;
    runnerPerStepMs: number;
    runMsWithoutSteps: number;
    throughput: Record<string, number>;
  };
}

const database = `bench_runner_${process.pid}`;
const psql = (sql: string) => execFileSync("psql", [adminUrl, "-qc", sql]);
const vapid = webpush.generateVAPIDKeys();

const pglite = measure({ DATABASE_URL: "", PGLITE_IN_MEMORY: "1" });
psql(`CREATE DATABASE "${database}"`);
let postgres;
try {
  postgres = measure({
    DATABASE_URL: `${adminUrl.replace(/\/[^/]*$/, "")}/${database}`,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
} finally {
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

const row = (figures: typeof pglite) => ({
  "ms/step": figures.perStepMs.toFixed(2),
  "in SDK": figures.sdkPerStepMs.toFixed(2),
  "runner overhead": figures.runnerPerStepMs.toFixed(2),
  "run w/o steps ms": figures.runMsWithoutSteps.toFixed(1),
  "runs/s @10": figures.throughput[10],
  "runs/s @50": figures.throughput[50],
  "runs/s @200": figures.throughput[200],
});
console.table({ PGlite: row(pglite), PostgreSQL: row(postgres) });
const collapse = (figures: typeof pglite) => (figures.throughput[200]! / figures.throughput[10]!).toFixed(2);
console.log(`runs/s at 200 vs 10: PGlite ${collapse(pglite)}, PostgreSQL ${collapse(postgres)} (1.0 = no collapse)`);
console.log(
  `runner overhead per step on PostgreSQL: ${postgres.runnerPerStepMs.toFixed(2)} ms (target < 5 ms) ${postgres.runnerPerStepMs < 5 ? "PASS" : "FAIL"}; ` +
    `with the SDK's own ${postgres.sdkPerStepMs.toFixed(2)} ms: ${postgres.perStepMs.toFixed(2)} ms`,
);
