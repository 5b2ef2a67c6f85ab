import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { applyMigrations, pendingMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "./migrate";

// The migration that gave every account its personal team and moved its apps there, run over a
// database holding accounts, apps and what hangs off them, as a deployment that predates teams
// would: on PGlite in the PGlite pass, on PostgreSQL in the PostgreSQL pass.
const MIGRATIONS_DIR = path.resolve("prisma", "migrations");
const TEAMS_MIGRATION = "20261127032553_teams";

interface Scratch {
  executor: SqlExecutor;
  close(): Promise<void>;
}

async function openScratch(): Promise<Scratch> {
  if (!process.env.DATABASE_URL) {
    const db = await PGlite.create();
    return { executor: pgliteExecutor(db), close: () => db.close() };
  }
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = "/postgres";
  const name = `teams_migration_${randomBytes(6).toString("hex")}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    executor: pgExecutor(client),
    close: async () => {
      await client.end();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The project's migrations before the teams one. */
async function historyBeforeTeams(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "before-teams-"));
  for (const entry of await readdir(MIGRATIONS_DIR, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name < TEAMS_MIGRATION)
      await cp(path.join(MIGRATIONS_DIR, entry.name), path.join(dir, entry.name), { recursive: true });
  }
  return dir;
}

let scratch: Scratch | undefined;
let before: string | undefined;
afterEach(async () => {
  await scratch?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe(`the ${TEAMS_MIGRATION} migration`, () => {
  it("gives every account its personal team, owned by it, with its apps, and loses nothing", async () => {
    scratch = await openScratch();
    before = await historyBeforeTeams();
    const { executor } = scratch;
    await applyMigrations(executor, { migrationsDir: before });
    // The teams migration is the next to apply (later ones follow it).
    expect((await pendingMigrations(executor))[0]).toBe(TEAMS_MIGRATION);

    await executor.exec(`
      INSERT INTO "User" ("id", "email", "name", "passwordHash", "planId", "updatedAt") VALUES
        ('user-ada', 'ada@example.com', 'Ada', 'hash', 'pro', now()),
        ('user-ben', 'ben@example.com', NULL, 'hash', 'free', now());
      INSERT INTO "App" ("id", "userId", "storeId", "name", "keyId", "vendorNumber", "privateKeyEncrypted", "keyFingerprint", "updatedAt") VALUES
        ('app-trailmix', 'user-ada', '6448000001', 'Trailmix', 'KEY1', '80000001', 'sealed', 'fp', now()),
        ('app-ledger', 'user-ada', '6448000002', 'Ledger', 'KEY1', '80000001', 'sealed', 'fp', now());
      INSERT INTO "Agent" ("id", "appId", "updatedAt") VALUES ('agent-trailmix', 'app-trailmix', now());
      INSERT INTO "CustomerReview" ("id", "appId", "storeId", "rating", "territory", "storeCreatedAt") VALUES
        ('review-1', 'app-trailmix', 'r1', 5, 'USA', now());
    `);

    expect((await applyMigrations(executor)).applied[0]).toBe(TEAMS_MIGRATION);

    const teams = await executor.query<{ userId: string; role: string; name: string; personal: boolean; teamId: string }>(
      `SELECT m."userId", m."role"::text AS role, t."name", t."personal", t."id" AS "teamId"
         FROM "TeamMember" m JOIN "Team" t ON t."id" = m."teamId" ORDER BY m."userId"`,
    );
    expect(teams).toEqual([
      { userId: "user-ada", role: "owner", name: "Personal", personal: true, teamId: expect.any(String) },
      { userId: "user-ben", role: "owner", name: "Personal", personal: true, teamId: expect.any(String) },
    ]);
    expect(teams[0]!.teamId).not.toBe(teams[1]!.teamId);

    const apps = await executor.query<{ id: string; teamId: string; userId: string }>(
      `SELECT "id", "teamId", "userId" FROM "App" ORDER BY "id"`,
    );
    expect(apps).toEqual([
      { id: "app-ledger", teamId: teams[0]!.teamId, userId: "user-ada" },
      { id: "app-trailmix", teamId: teams[0]!.teamId, userId: "user-ada" },
    ]);
    // The later move of keys to teams: Ada's two apps share one key, stored once in her team, still
    // sealed for the app it was taken from until the service seals it again for its row.
    const keys = await executor.query<{ id: string; teamId: string; keyId: string; legacySealOwner: string; privateKeyEncrypted: string }>(
      `SELECT "id", "teamId", "keyId", "legacySealOwner", "privateKeyEncrypted" FROM "Credential"`,
    );
    expect(keys).toEqual([
      {
        id: "app-ledger",
        teamId: teams[0]!.teamId,
        keyId: "KEY1",
        legacySealOwner: "app-key:user-ada:6448000002",
        privateKeyEncrypted: "sealed",
      },
    ]);
    const appKeys = await executor.query<{ credentialId: string }>(`SELECT DISTINCT "credentialId" FROM "App"`);
    expect(appKeys).toEqual([{ credentialId: "app-ledger" }]);
    // What hangs off the apps and the accounts is untouched.
    const [counts] = await executor.query<{ agents: number; reviews: number; users: number; plan: string }>(
      `SELECT (SELECT count(*)::int FROM "Agent") AS agents, (SELECT count(*)::int FROM "CustomerReview") AS reviews,
              (SELECT count(*)::int FROM "User") AS users, (SELECT "planId" FROM "User" WHERE "id" = 'user-ada') AS plan`,
    );
    expect(counts).toEqual({ agents: 1, reviews: 1, users: 2, plan: "pro" });
    expect(await pendingMigrations(executor)).toEqual([]);
  });
});
