import { randomBytes } from "node:crypto";
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  applyMigrations,
  migrationChecksum,
  MigrationError,
  pendingMigrations,
  pgExecutor,
  pgliteExecutor,
  type SqlExecutor,
} from "./migrate";

// The project's real migrations: the runner must apply exactly what ships.
const MIGRATIONS_DIR = path.resolve("prisma", "migrations");
const BROKEN_MIGRATION = "29991231235959_broken";

interface TestDatabase {
  executor: SqlExecutor;
  close(): Promise<void>;
}

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

async function migrationNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// Tables the migrations create, read from their SQL so the test follows schema changes.
/** The tables the migrations leave behind: created, and not dropped by a later one. */
async function createdTables(dir: string): Promise<string[]> {
  const tables = new Set<string>();
  for (const name of await migrationNames(dir)) {
    const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
    for (const match of sql.matchAll(/(CREATE|DROP) TABLE "([^"]+)"/g)) {
      if (match[1] === "CREATE") tables.add(match[2]!);
      else tables.delete(match[2]!);
    }
  }
  return [...tables];
}

async function existingTables(executor: SqlExecutor): Promise<string[]> {
  const rows = await executor.query<{ name: string }>(
    `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema()`,
  );
  return rows.map((row) => row.name);
}

async function migrationRows(executor: SqlExecutor): Promise<MigrationRow[]> {
  return executor.query<MigrationRow>(
    `SELECT id, checksum, migration_name, finished_at, logs, applied_steps_count
       FROM _prisma_migrations ORDER BY started_at, migration_name`,
  );
}

/**
 * A history of two small migrations, for the runner's rules (edits, failures, what is pending):
 * applying the project's own history takes seconds, so only the first test applies that.
 */
async function smallHistory(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await addMigration(dir, "20260101000000_first", `CREATE TABLE "First" ("id" TEXT NOT NULL PRIMARY KEY);\n`);
  await addMigration(
    dir,
    "20260102000000_second",
    `CREATE TABLE "Second" ("id" TEXT NOT NULL PRIMARY KEY);\nCREATE INDEX "Second_id" ON "Second" ("id");\n`,
  );
  return dir;
}

async function addMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(path.join(dir, name));
  await writeFile(path.join(dir, name, "migration.sql"), sql);
}

async function expectMigrationError(promise: Promise<unknown>, code: MigrationError["code"]): Promise<MigrationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MigrationError);
  expect((error as MigrationError).code).toBe(code);
  return error as MigrationError;
}

/** An empty cluster's data directory, made once: loading it takes a fraction of initialising a new one. */
let emptyCluster: Blob | undefined;

async function openPGlite(): Promise<TestDatabase> {
  if (!emptyCluster) {
    const fresh = await PGlite.create();
    emptyCluster = await fresh.dumpDataDir("none");
    await fresh.close();
  }
  const db = await PGlite.create({ loadDataDir: emptyCluster });
  return { executor: pgliteExecutor(db), close: () => db.close() };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// A database of its own per test, created next to the one DATABASE_URL names and dropped after.
async function openScratchPostgres(): Promise<TestDatabase> {
  const name = `migrate_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, name) });
  await client.connect();
  return {
    executor: pgExecutor(client),
    close: async () => {
      await client.end();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

function runnerSuite(open: () => Promise<TestDatabase>): void {
  let db: TestDatabase;
  let dir: string;

  beforeEach(async () => {
    db = await open();
    dir = await smallHistory();
  });

  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("applies every migration from prisma/migrations and records it as Prisma does", async () => {
    const names = await migrationNames(MIGRATIONS_DIR);
    expect(names.length).toBeGreaterThan(0);
    expect(await pendingMigrations(db.executor)).toEqual(names);

    // No migrationsDir: the default resolves from the project root (the test's cwd).
    const { applied } = await applyMigrations(db.executor);

    expect(applied).toEqual(names);
    expect(await existingTables(db.executor)).toEqual(
      expect.arrayContaining([...(await createdTables(MIGRATIONS_DIR)), "_prisma_migrations"]),
    );
    const rows = await migrationRows(db.executor);
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      const file = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(migrationChecksum(file));
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
    }
    expect(await pendingMigrations(db.executor)).toEqual([]);
  });

  it("does nothing the second time", async () => {
    await applyMigrations(db.executor, { migrationsDir: dir });
    const before = await migrationRows(db.executor);

    expect(await applyMigrations(db.executor, { migrationsDir: dir })).toEqual({ applied: [] });
    expect(await migrationRows(db.executor)).toEqual(before);
  });

  it("applies only the migrations added since the last run", async () => {
    await applyMigrations(db.executor, { migrationsDir: dir });
    await addMigration(dir, "29991231235958_add_note", `CREATE TABLE "Note" ("id" TEXT NOT NULL PRIMARY KEY);\n`);

    expect(await pendingMigrations(db.executor, { migrationsDir: dir })).toEqual(["29991231235958_add_note"]);
    expect(await applyMigrations(db.executor, { migrationsDir: dir })).toEqual({ applied: ["29991231235958_add_note"] });
    expect(await existingTables(db.executor)).toContain("Note");
  });

  it("refuses a migration edited after it was applied", async () => {
    await applyMigrations(db.executor, { migrationsDir: dir });
    const [first] = await migrationNames(dir);
    await appendFile(path.join(dir, first!, "migration.sql"), "\n-- edited\n");

    const error = await expectMigrationError(applyMigrations(db.executor, { migrationsDir: dir }), "EDITED_MIGRATION");
    expect(error.message).toContain(first);
  });

  it("treats a line-ending-only change as unedited, like Prisma", async () => {
    await applyMigrations(db.executor, { migrationsDir: dir });
    const [first] = await migrationNames(dir);
    const file = path.join(dir, first!, "migration.sql");
    await writeFile(file, (await readFile(file, "utf8")).replace(/\n/g, "\r\n"));

    expect(await applyMigrations(db.executor, { migrationsDir: dir })).toEqual({ applied: [] });
  });

  it("records a failing migration as failed, undoes its statements, and blocks later runs", async () => {
    await addMigration(dir, BROKEN_MIGRATION, `CREATE TABLE "HalfDone" ("id" INTEGER);\nSELECT * FROM "NoSuchTable";\n`);

    const failure = await expectMigrationError(applyMigrations(db.executor, { migrationsDir: dir }), "MIGRATION_FAILED");
    expect(failure.message).toContain("NoSuchTable");

    const broken = (await migrationRows(db.executor)).find((row) => row.migration_name === BROKEN_MIGRATION);
    expect(broken).toMatchObject({ finished_at: null, applied_steps_count: 0 });
    expect(broken?.logs).toContain(`Migration name: ${BROKEN_MIGRATION}`);
    expect(broken?.logs).toContain("NoSuchTable");
    // The script ran as one implicit transaction: its successful first statement was rolled back.
    expect(await existingTables(db.executor)).not.toContain("HalfDone");
    expect(await pendingMigrations(db.executor, { migrationsDir: dir })).toEqual([BROKEN_MIGRATION]);

    // Fixing the file is not enough: the failure must be resolved first, as with Prisma.
    await writeFile(path.join(dir, BROKEN_MIGRATION, "migration.sql"), `CREATE TABLE "HalfDone" ("id" INTEGER);\n`);
    const blocked = await expectMigrationError(applyMigrations(db.executor, { migrationsDir: dir }), "FAILED_MIGRATION_PRESENT");
    expect(blocked.message).toContain(BROKEN_MIGRATION);

    // The resolution the error message gives (`prisma migrate resolve --rolled-back`).
    await db.executor.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1 AND finished_at IS NULL`, [
      BROKEN_MIGRATION,
    ]);
    expect(await applyMigrations(db.executor, { migrationsDir: dir })).toEqual({ applied: [BROKEN_MIGRATION] });
    expect(await existingTables(db.executor)).toContain("HalfDone");
  });

  it("refuses to start a history on a database that already has tables", async () => {
    await db.executor.exec(`CREATE TABLE "Stray" ("id" INTEGER)`);

    await expectMigrationError(applyMigrations(db.executor, { migrationsDir: dir }), "DATABASE_NOT_EMPTY");
    expect(await existingTables(db.executor)).toEqual(["Stray"]);
  });

  it("reports a migration folder without migration.sql", async () => {
    await mkdir(path.join(dir, "29991231235959_empty"));

    await expectMigrationError(applyMigrations(db.executor, { migrationsDir: dir }), "MIGRATION_FILE_MISSING");
  });
}

// Registered in the suite's PGlite pass; the PostgreSQL pass runs the same rules on PostgreSQL below.
if (!process.env.DATABASE_URL)
  describe("applyMigrations on PGlite", () => {
    runnerSuite(openPGlite);

    it("reports a missing migrations folder clearly", async () => {
      const db = await openPGlite();
      try {
        await expectMigrationError(
          applyMigrations(db.executor, { migrationsDir: path.join(os.tmpdir(), "no-such-migrations") }),
          "MIGRATIONS_DIR_NOT_FOUND",
        );
      } finally {
        await db.close();
      }
    });
  });

// Registered in the suite's PostgreSQL pass (DATABASE_URL set; .ci/run runs both passes).
if (process.env.DATABASE_URL)
  describe("applyMigrations on PostgreSQL", () => {
    runnerSuite(openScratchPostgres);

    it("serialises concurrent runs with Prisma's advisory lock", async () => {
      const first = await openScratchPostgres();
      // A second connection to the same scratch database, as a second server process would open.
      const [current] = await first.executor.query<{ name: string }>(`SELECT current_database() AS name`);
      const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, current!.name) });
      await client.connect();
      try {
        const results = await Promise.all([applyMigrations(first.executor), applyMigrations(pgExecutor(client))]);
        const names = await migrationNames(MIGRATIONS_DIR);
        expect(results.flatMap((result) => result.applied).sort()).toEqual(names);
        expect((await migrationRows(first.executor)).map((row) => row.migration_name)).toEqual(names);
      } finally {
        await client.end();
        await first.close();
      }
    });
  });
