import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { applyMigrations, pgExecutor, pgliteExecutor } from "../platform/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database that each test file clones (set when DATABASE_URL is). */
    templateDatabase: string | null;
    /** A migrated PGlite data directory that each test file's in-memory database starts from (without DATABASE_URL). */
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrate once, and let each test file start from the result. With DATABASE_URL set, the suite
 * runs on PostgreSQL: each file clones a migrated template database (CREATE DATABASE … TEMPLATE
 * is fast). Without it, each file loads a migrated PGlite snapshot into memory, which takes a
 * fraction of initialising a new cluster.
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide("templateDatabase", null);
    const snapshot = await migratedPGliteSnapshot();
    project.provide("pgliteSnapshot", snapshot);
    return () => fs.rmSync(snapshot, { force: true });
  }
  project.provide("pgliteSnapshot", null);
  const template = `test_template_${process.pid}_${Date.now()}`;
  await adminQuery(base, `CREATE DATABASE "${template}"`);
  const client = new pg.Client({ connectionString: withDatabase(base, template) });
  await client.connect();
  try {
    await applyMigrations(pgExecutor(client));
  } finally {
    await client.end();
  }
  project.provide("templateDatabase", template);
  return async () => {
    await adminQuery(base, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}

async function migratedPGliteSnapshot(): Promise<string> {
  const pglite = new PGlite("memory://");
  try {
    await applyMigrations(pgliteExecutor(pglite));
    const snapshot = path.join(os.tmpdir(), `pglite-snapshot-${process.pid}-${Date.now()}.tar`);
    fs.writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    return snapshot;
  } finally {
    await pglite.close();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
