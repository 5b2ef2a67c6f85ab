// The project's migration runner: applies prisma/migrations/*/migration.sql to PostgreSQL or PGlite
// at server start and from `npm run db:migrate`.
//
// Prisma's own `migrate deploy` needs the native schema engine, which cannot be installed on these
// machines. This runner does what that command does and records it in Prisma's own bookkeeping
// table, `_prisma_migrations`, with Prisma's DDL, checksums and advisory lock, so that
// `prisma migrate deploy` / `migrate status` on a machine that has the engine accept the result
// and carry on from it.
//
// 1. Read the migration folders (name order) and checksum each migration.sql.
// 2. Take Prisma's advisory lock, so two starting servers (or a server and `prisma migrate deploy`)
//    never apply the same migration twice.
// 3. Create `_prisma_migrations` on a database that has never been migrated.
// 4. Refuse to go on over a failed migration or an applied migration whose file was edited.
// 5. Apply each pending migration whole through the simple query protocol, recording it as Prisma does.
//
// No `import "server-only"`: ./apply.ts (`npm run db:migrate`) runs this outside Next.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PGliteInterface } from "@electric-sql/pglite";
import type { Client as PgClient } from "pg";

/** The two things the runner needs from a database connection. */
export interface SqlExecutor {
  /** Runs a script through the simple query protocol: several statements in one string, no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

interface MigrateOptions {
  /** Folder holding `<yyyymmddHHMMSS>_<name>/migration.sql`. Defaults to `<cwd>/prisma/migrations`. */
  migrationsDir?: string;
  /** Receives one line per notable event (migration applied, unknown migration in the database). */
  log?: (line: string) => void;
}

type MigrationErrorCode =
  | "MIGRATIONS_DIR_NOT_FOUND"
  | "MIGRATION_FILE_MISSING"
  | "DATABASE_NOT_EMPTY"
  | "FAILED_MIGRATION_PRESENT"
  | "EDITED_MIGRATION"
  | "MIGRATION_FAILED";

export class MigrationError extends Error {
  constructor(
    readonly code: MigrationErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MigrationError";
  }
}

// Prisma's identifiers: the advisory lock key its PostgreSQL connector takes, and its table.
const PRISMA_ADVISORY_LOCK_ID = 72707369;
const MIGRATIONS_TABLE = "_prisma_migrations";
// Verbatim from Prisma's PostgreSQL connector, so `prisma migrate` sees its own table.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;
const RESOLVE_DOCS = "https://pris.ly/d/migrate-resolve";

// ---- Executors -----------------------------------------------------------------------------

export function pgliteExecutor(db: Pick<PGliteInterface, "exec" | "query">): SqlExecutor {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
  };
}

export function pgExecutor(client: PgClient): SqlExecutor {
  return {
    // Without parameters node-postgres uses the simple query protocol, which accepts a whole script.
    async exec(sql) {
      await client.query(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
  };
}

// ---- Migration files -----------------------------------------------------------------------------

interface MigrationFile {
  name: string;
  script: string;
  checksum: string;
}

// process.cwd() is the project root for `next start`, `next dev`, the scripts and vitest. The
// module's own location is no guide: Next bundles it into .next/server. The ignore comment
// stops Next's file tracing from copying the whole project; next.config.mjs traces the folder.
function resolveMigrationsDir(dir: string | undefined): string {
  const resolved = path.resolve(dir ?? path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations"));
  if (!existsSync(resolved)) {
    throw new MigrationError(
      "MIGRATIONS_DIR_NOT_FOUND",
      `Migrations folder not found at ${resolved}. Run from the project root or pass migrationsDir.`,
    );
  }
  return resolved;
}

/** sha256 of the file's bytes, lower-case hex: what Prisma stores in `_prisma_migrations.checksum`. */
export function migrationChecksum(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}

// Prisma lists every sub-folder and sorts by name; the timestamp prefix makes that creation order.
async function readMigrationFiles(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(names.map((name) => readMigrationFile(dir, name)));
}

async function readMigrationFile(dir: string, name: string): Promise<MigrationFile> {
  const file = path.join(dir, name, "migration.sql");
  const bytes = await readFile(file).catch(() => {
    throw new MigrationError(
      "MIGRATION_FILE_MISSING",
      `Migration folder ${name} has no migration.sql (${file}). Restore the file or delete the folder.`,
    );
  });
  return { name, script: bytes.toString("utf8"), checksum: migrationChecksum(bytes) };
}

// Like Prisma, accept the file with either line ending: a checkout with autocrlf must not look edited.
function matchesChecksum(script: string, checksum: string): boolean {
  const variants = [script, script.replace(/\r\n/g, "\n"), script.replace(/\r?\n/g, "\r\n")];
  return variants.some((variant) => migrationChecksum(variant) === checksum);
}

// ---- The migrations table ------------------------------------------------------------------

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  logs: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

async function migrationsTableExists(executor: SqlExecutor): Promise<boolean> {
  const [row] = await executor.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [MIGRATIONS_TABLE]);
  return row?.exists === true;
}

// Prisma refuses to start a migration history on a schema that already holds objects (P3005):
// replaying the first migration over them would fail halfway or, worse, half-succeed.
async function assertSchemaEmpty(executor: SqlExecutor): Promise<void> {
  const [row] = await executor.query<{ objects: string[] | null }>(
    `SELECT array_agg(c.relname::text ORDER BY c.relname) AS objects
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
  );
  const objects = row?.objects ?? [];
  if (objects.length > 0) {
    throw new MigrationError(
      "DATABASE_NOT_EMPTY",
      `The database schema is not empty (${objects.slice(0, 5).join(", ")}${objects.length > 5 ? ", …" : ""}) ` +
        `but has no ${MIGRATIONS_TABLE} table. Baseline it before migrating: https://pris.ly/d/migrate-baseline`,
    );
  }
}

async function ensureMigrationsTable(executor: SqlExecutor): Promise<void> {
  if (await migrationsTableExists(executor)) return;
  await assertSchemaEmpty(executor);
  await executor.exec(CREATE_MIGRATIONS_TABLE);
}

async function readMigrationRows(executor: SqlExecutor): Promise<MigrationRow[]> {
  return executor.query<MigrationRow>(
    `SELECT id, checksum, migration_name, logs, started_at, finished_at, rolled_back_at
       FROM ${MIGRATIONS_TABLE} ORDER BY started_at, migration_name`,
  );
}

// A rolled-back row is history only; Prisma ignores it everywhere.
function liveRows(rows: MigrationRow[]): MigrationRow[] {
  return rows.filter((row) => row.rolled_back_at === null);
}

// ---- Checks before applying -------------------------------------------------------------------

function formatTime(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

// Same rule and wording as Prisma's P3009: a failed, unresolved migration blocks everything after it.
function assertNoFailedMigrations(rows: MigrationRow[]): void {
  const failed = liveRows(rows).filter((row) => row.finished_at === null);
  if (failed.length === 0) return;
  const details = failed
    .map((row) => {
      const logs = row.logs?.trim() ? ` with the following logs:\n${row.logs.trim()}` : "";
      return `The \`${row.migration_name}\` migration started at ${formatTime(row.started_at)} failed${logs}`;
    })
    .join("\n");
  const names = failed.map((row) => `'${row.migration_name.replace(/'/g, "''")}'`).join(", ");
  throw new MigrationError(
    "FAILED_MIGRATION_PRESENT",
    `Found failed migrations in the target database; new migrations will not be applied.\n${details}\n\n` +
      `Undo whatever part of the failed migration took effect, fix the cause, then mark it rolled back ` +
      `(what \`prisma migrate resolve --rolled-back\` does) and run the migrations again:\n` +
      `  UPDATE ${MIGRATIONS_TABLE} SET rolled_back_at = now() WHERE migration_name IN (${names}) AND finished_at IS NULL AND rolled_back_at IS NULL;\n` +
      `See ${RESOLVE_DOCS}`,
  );
}

// An applied migration is history: editing its file means databases migrated before and after the
// edit differ silently. Prisma's `migrate dev` flags this too.
function assertNoEditedMigrations(rows: MigrationRow[], files: MigrationFile[]): void {
  const byName = new Map(files.map((file) => [file.name, file]));
  const edited = liveRows(rows).filter((row) => {
    const file = byName.get(row.migration_name);
    return file !== undefined && !matchesChecksum(file.script, row.checksum);
  });
  if (edited.length === 0) return;
  throw new MigrationError(
    "EDITED_MIGRATION",
    `Migration(s) modified after they were applied: ${edited.map((row) => row.migration_name).join(", ")}. ` +
      "Restore the original migration.sql and put the change in a new migration (npm run db:migration -- <name>).",
  );
}

// Rows without a folder are normal while an older build runs against a newer database (rolling
// deploys), so they are reported, not fatal; `prisma migrate deploy` ignores them too.
function reportUnknownMigrations(rows: MigrationRow[], files: MigrationFile[], log: (line: string) => void): void {
  const known = new Set(files.map((file) => file.name));
  for (const row of liveRows(rows)) {
    if (!known.has(row.migration_name)) {
      log(`Migration ${row.migration_name} is recorded in the database but missing from the migrations folder.`);
    }
  }
}

function unapplied(rows: MigrationRow[], files: MigrationFile[]): MigrationFile[] {
  const recorded = new Set(liveRows(rows).map((row) => row.migration_name));
  return files.filter((file) => !recorded.has(file.name));
}

// ---- Applying ----------------------------------------------------------------------------------------

async function withAdvisoryLock<T>(executor: SqlExecutor, log: (line: string) => void, fn: () => Promise<T>): Promise<T> {
  await executor.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK_ID})`);
  try {
    return await fn();
  } finally {
    // The lock is session-scoped; it also goes away with the connection, so a failed unlock must
    // not hide the outcome of the migrations themselves.
    await executor
      .query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK_ID})`)
      .catch((error: unknown) => log(`Could not release the migration lock: ${String(error)}`));
  }
}

// Prisma's P3018 text, which is what `prisma migrate status` shows from the `logs` column.
function failureLogs(name: string, error: unknown): string {
  const { code, detail, hint, position } = (error ?? {}) as Record<string, unknown>;
  const message = error instanceof Error ? error.message : String(error);
  const lines = [
    "A migration failed to apply. New migrations cannot be applied before the error is recovered from. " +
      `Read more about how to resolve migration issues in a production database: ${RESOLVE_DOCS}`,
    "",
    `Migration name: ${name}`,
    "",
  ];
  if (typeof code === "string") lines.push(`Database error code: ${code}`, "");
  lines.push("Database error:", `ERROR: ${message}`);
  if (typeof detail === "string" && detail) lines.push(`DETAIL: ${detail}`);
  if (typeof hint === "string" && hint) lines.push(`HINT: ${hint}`);
  if (position !== undefined && position !== null && position !== "") lines.push(`POSITION: ${String(position)}`);
  return lines.join("\n");
}

// The same row life cycle as Prisma: insert at start, then either finished_at plus one applied step,
// or logs and finished_at left null, which marks the migration failed.
async function applyMigration(executor: SqlExecutor, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  await executor.query(`INSERT INTO ${MIGRATIONS_TABLE} (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`, [
    id,
    migration.checksum,
    migration.name,
  ]);
  try {
    // One simple-protocol round trip: PostgreSQL runs the whole script as one implicit
    // transaction, so a failing statement leaves none of the others behind.
    await executor.exec(migration.script);
  } catch (error) {
    const logs = failureLogs(migration.name, error);
    // A script with its own BEGIN leaves the session in an aborted transaction; end it so the
    // failure can be recorded. Outside a transaction ROLLBACK is only a warning.
    await executor.exec("ROLLBACK").catch(() => undefined);
    const recorded = await executor.query(`UPDATE ${MIGRATIONS_TABLE} SET logs = $2 WHERE id = $1`, [id, logs]).then(
      () => "",
      (recordError: unknown) => `\n\nRecording the failure in ${MIGRATIONS_TABLE} failed too: ${String(recordError)}`,
    );
    throw new MigrationError("MIGRATION_FAILED", logs + recorded, { cause: error });
  }
  await executor.query(
    `UPDATE ${MIGRATIONS_TABLE}
        SET applied_steps_count = applied_steps_count + 1, finished_at = now()
      WHERE id = $1`,
    [id],
  );
}

/**
 * Applies every migration in the folder that the database has not recorded yet, in name order.
 * Throws a {@link MigrationError} on a failed or edited migration. Running it again is a no-op.
 */
export async function applyMigrations(executor: SqlExecutor, opts: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => {});
  const files = await readMigrationFiles(resolveMigrationsDir(opts.migrationsDir));
  return withAdvisoryLock(executor, log, async () => {
    // Read the state only once the lock is held: another process may just have migrated.
    await ensureMigrationsTable(executor);
    const rows = await readMigrationRows(executor);
    assertNoFailedMigrations(rows);
    assertNoEditedMigrations(rows, files);
    reportUnknownMigrations(rows, files, log);
    const applied: string[] = [];
    for (const migration of unapplied(rows, files)) {
      await applyMigration(executor, migration);
      log(`Applied migration ${migration.name}`);
      applied.push(migration.name);
    }
    return { applied };
  });
}

/**
 * Names of the migrations in the folder that have not been applied successfully (a failed one
 * counts as pending). Read-only and lock-free, for readiness checks.
 */
export async function pendingMigrations(executor: SqlExecutor, opts: MigrateOptions = {}): Promise<string[]> {
  const files = await readMigrationFiles(resolveMigrationsDir(opts.migrationsDir));
  if (!(await migrationsTableExists(executor))) return files.map((file) => file.name);
  const finished = new Set(
    liveRows(await readMigrationRows(executor))
      .filter((row) => row.finished_at !== null)
      .map((row) => row.migration_name),
  );
  return files.filter((file) => !finished.has(file.name)).map((file) => file.name);
}
