// `npm run bench:scale`: the embedded runner scaled out on PostgreSQL. Syncs per minute of the
// demo account's three apps, registered by each of 20 users and all asked for at once, with one
// runner instance and with two sharing the database (each a process of its own), with the checks
// that matter when instances share work: no app synced twice at once, no owner over its limit of
// syncs at once, no requested sync lost. Then job pickup latency (event committed → the run's first step
// starts) with LISTEN/NOTIFY and, side by side, with the 250 ms poll alone. Target: p50 < 30 ms.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

import webpush from "web-push";

import type { ScaleFigures } from "./scale-target";

const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const database = `bench_scale_${process.pid}`;
const psql = (sql: string) => execFileSync("psql", [adminUrl, "-qc", sql]);
const vapid = webpush.generateVAPIDKeys();

psql(`CREATE DATABASE "${database}"`);
let figures: ScaleFigures;
try {
  const result = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "bench/scale-target.ts"], {
    env: {
      ...process.env,
      LOG_LEVEL: "silent",
      DATABASE_URL: `${adminUrl.replace(/\/[^/]*$/, "")}/${database}`,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = result.stdout.trim().split("\n").at(-1);
  if (result.status !== 0 || !line) throw new Error(`bench target failed:\n${result.stderr}\n${result.stdout}`);
  figures = JSON.parse(line) as ScaleFigures;
} finally {
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

const { throughput, pickup } = figures;
console.log(`\nSyncs of the demo apps, ${throughput.apps} apps asked at once, ${throughput.seconds} s per row (PostgreSQL):`);
console.table(
  Object.fromEntries(
    throughput.rows.map((row) => [
      `${row.instances} instance${row.instances > 1 ? "s" : ""}`,
      {
        "syncs/min": row.syncsPerMinute,
        "vs one": (row.syncsPerMinute / throughput.rows[0]!.syncsPerMinute).toFixed(2),
        "synced twice at once": row.overlaps,
        [`most of one owner at once (limit ${throughput.perOwnerLimit})`]: row.mostOfOneOwner,
        "lost (requested, never finished)": row.lost,
        "steps driven per instance": row.stepsPerInstance.join(" / "),
      },
    ]),
  ),
);
console.log(`Job pickup latency, event committed → first step starts (${pickup.samples} events, one idle instance):`);
console.table({
  "LISTEN/NOTIFY": { "p50 ms": pickup.notify.p50, "p99 ms": pickup.notify.p99 },
  "poll only (250 ms)": { "p50 ms": pickup.poll.p50, "p99 ms": pickup.poll.p99 },
});
const correct = throughput.rows.every((row) => row.overlaps === 0 && row.lost === 0 && row.mostOfOneOwner <= throughput.perOwnerLimit);
console.log(
  `pickup p50 with LISTEN/NOTIFY: ${pickup.notify.p50} ms (target < 30 ms) ${pickup.notify.p50 < 30 ? "PASS" : "FAIL"}; ` +
    `no overlap, no owner over its limit, nothing lost: ${correct ? "PASS" : "FAIL"}`,
);
