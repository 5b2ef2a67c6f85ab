// `npm run db:migrate`: applies pending migrations from prisma/migrations.
//
// Target: PostgreSQL at DATABASE_URL when it is set, otherwise the embedded PGlite database in
// ${DATA_DIR:-.data}/pglite (the server's default). The server also migrates at start; this script
// is for doing it ahead of time (deploys, CI) or inspecting the outcome. Do not point it at a PGlite
// folder a running server has open: a PGlite data folder belongs to one process.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "@/lib/db/migrate";

interface Target {
  description: string;
  executor: SqlExecutor;
  close: () => Promise<void>;
}

// Never print credentials.
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "DATABASE_URL";
  }
}

async function openPostgres(url: string): Promise<Target> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { description: `PostgreSQL ${redact(url)}`, executor: pgExecutor(client), close: () => client.end() };
}

async function openPGlite(dataDir: string): Promise<Target> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return { description: `PGlite ${dataDir}`, executor: pgliteExecutor(db), close: () => db.close() };
}

function openTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPGlite(path.resolve(process.env.DATA_DIR || ".data", "pglite"));
}

async function main(): Promise<void> {
  const target = await openTarget();
  try {
    console.log(`Migrating ${target.description}`);
    const { applied } = await applyMigrations(target.executor, { log: (line) => console.log(`  ${line}`) });
    console.log(applied.length === 0 ? "No pending migrations." : `Applied ${applied.length} migration(s).`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
