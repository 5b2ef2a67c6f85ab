import pg from "pg";
import type { TestProject } from "vitest/node";

import { applyMigrations, pgExecutor } from "../platform/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database that each test file clones (set when DATABASE_URL is). */
    templateDatabase: string | null;
  }
}

/**
 * With DATABASE_URL set, the suite runs on PostgreSQL: migrate a template database once,
 * and let each test file clone it (CREATE DATABASE … TEMPLATE is fast) for isolation.
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide("templateDatabase", null);
    return;
  }
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
