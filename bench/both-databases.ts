// Runs one bench target (a script that prints its figures as one JSON line) on PGlite and then on a
// fresh PostgreSQL database on BENCH_PG_ADMIN_URL's server (dropped afterwards), so each bench
// prints both side by side from one run.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

import webpush from "web-push";

const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function measure<Figures>(target: string, env: Record<string, string | undefined>): Figures {
  const result = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", target], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = result.stdout.trim().split("\n").at(-1);
  if (result.status !== 0 || !line) throw new Error(`bench target failed:\n${result.stderr}`);
  return JSON.parse(line) as Figures;
}

export function measureOnBothDatabases<Figures>(target: string, name: string): { pglite: Figures; postgres: Figures } {
  const pglite = measure<Figures>(target, { DATABASE_URL: "", PGLITE_IN_MEMORY: "1" });
  const psql = (sql: string) => execFileSync("psql", [adminUrl, "-qc", sql]);
  const database = `bench_${name}_${process.pid}`;
  const vapid = webpush.generateVAPIDKeys();
  psql(`CREATE DATABASE "${database}"`);
  try {
    const postgres = measure<Figures>(target, {
      DATABASE_URL: `${adminUrl.replace(/\/[^/]*$/, "")}/${database}`,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
    return { pglite, postgres };
  } finally {
    psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}
