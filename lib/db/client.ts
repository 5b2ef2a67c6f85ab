import "server-only";

import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { env } from "@/lib/env";
import { trackBackgroundWork } from "@/lib/process/background-work";
import { forgetSingleton, processSingleton } from "@/lib/process/singletons";

import { PrismaClient, type Prisma } from "./generated/client";
import { applyMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "./migrate";

/** A transaction's client, for functions that take part in their caller's transaction. */
export type Tx = Prisma.TransactionClient;

interface Database {
  prisma: PrismaClient;
  /** Present in embedded mode: the single PGlite instance this process owns. */
  pglite?: PGlite;
  /** Resolves once migrations are applied; rejects (and is forgotten) when opening fails. */
  ready: Promise<void>;
}

/** The Prisma client. Call `databaseReady()` first when the caller may run before start-up. */
export function db(): PrismaClient {
  return openDatabase().prisma;
}

/** Opens the database and applies pending migrations, once per process. */
export function databaseReady(): Promise<void> {
  return openDatabase().ready;
}

/** A raw SQL executor on the same database (readiness checks, tests). */
export async function withSqlExecutor<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T> {
  const database = openDatabase();
  if (database.pglite) return work(pgliteExecutor(database.pglite));
  const client = new pg.Client({ connectionString: env().DATABASE_URL });
  await client.connect();
  try {
    return await work(pgExecutor(client));
  } finally {
    await client.end();
  }
}

/**
 * Calls `onNotify` for each notification on `channel` (LISTEN/NOTIFY), until the returned
 * function is called. On PostgreSQL this holds a connection of its own, reconnecting after a
 * loss (notifications sent meanwhile are missed: listeners poll too); on PGlite it listens on
 * the process's instance.
 */
export async function listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  const database = openDatabase();
  let unlisten: () => Promise<void>;
  if (database.pglite) {
    await database.ready;
    unlisten = await database.pglite.listen(channel, () => onNotify());
  } else {
    unlisten = await listenOnPostgres(env().DATABASE_URL!, channel, onNotify);
  }
  const untrack = trackBackgroundWork(`LISTEN ${channel}`, () => stop());
  const stop = async () => {
    untrack();
    await unlisten();
  };
  return stop;
}

async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectIn = (ms: number) => {
    if (stopped) return;
    // Notifications sent while the connection was down are lost: wake the listener once it is back.
    retry = setTimeout(() => void connect().then((connected) => connected && onNotify()), ms);
  };
  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", () => onNotify());
    next.on("error", () => undefined); // followed by "end"
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      await next.end().catch(() => undefined);
      reconnectIn(5000);
      return false;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return false;
    }
    client = next;
    next.on("end", () => {
      if (client !== next) return;
      client = undefined;
      reconnectIn(1000);
    });
    return true;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

/** Closes the database (a script's end); the next `db()` opens it again. */
export async function closeDatabase(): Promise<void> {
  const database = forgetSingleton("database") as Database | undefined;
  if (database) await disconnect(database);
}

// One per process, shared by Next's dev-mode reloads and route bundles; tests close it between
// files, after which a module of the earlier file asking for it throws (lib/process/singletons.ts).
function openDatabase(): Database {
  return processSingleton("database", () => (env().DATABASE_URL ? openPostgres(env().DATABASE_URL!) : openPGlite()), disconnect);
}

async function disconnect(database: Database): Promise<void> {
  await database.prisma.$disconnect();
  await database.pglite?.close();
}

function openPostgres(connectionString: string): Database {
  const { DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS } = env();
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: DATABASE_POOL_SIZE, statement_timeout: DATABASE_STATEMENT_TIMEOUT_MS }),
  });
  const ready = forgetOnFailure(
    (async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await applyMigrations(pgExecutor(client));
      } finally {
        await client.end();
      }
    })(),
  );
  return { prisma, ready };
}

function openPGlite(): Database {
  const { DATA_DIR, PGLITE_IN_MEMORY, PGLITE_SNAPSHOT } = env();
  let pglite: PGlite;
  if (PGLITE_IN_MEMORY === "0") {
    const dataDir = path.resolve(/* turbopackIgnore: true */ DATA_DIR, "pglite");
    fs.mkdirSync(dataDir, { recursive: true });
    pglite = new PGlite(dataDir);
  } else if (PGLITE_SNAPSHOT) {
    pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(/* turbopackIgnore: true */ PGLITE_SNAPSHOT)]) });
  } else {
    pglite = new PGlite("memory://");
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const ready = forgetOnFailure(
    (async () => {
      await pglite.waitReady;
      await applyMigrations(pgliteExecutor(pglite));
    })(),
    () => pglite.close(),
  );
  return { prisma, pglite, ready };
}

/** A failed open must not stick: the next call tries again (e.g. PostgreSQL came up later). */
function forgetOnFailure(ready: Promise<void>, cleanUp?: () => Promise<void>): Promise<void> {
  ready.catch(() => {
    forgetSingleton("database", (database) => (database as Database).ready === ready);
    void cleanUp?.().catch(() => undefined);
  });
  return ready;
}
