import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { applyMigrations, pendingMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "@/lib/db/migrate";

// The migrations that gave every account its personal team and moved its apps, keys, plan,
// subscription and usage there, run over a database holding accounts, apps and what hangs off
// them, as a deployment that predates teams would: on PGlite in the PGlite pass, on PostgreSQL
// in the PostgreSQL pass.
const MIGRATIONS_DIR = path.resolve("prisma", "migrations");
const TEAMS_MIGRATION = "20261127032553_teams";
const TEAM_BILLING_MIGRATION = "20261127113401_team_billing";

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

/** The project's migrations before `migration`. */
async function historyBefore(migration: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "before-teams-"));
  for (const entry of await readdir(MIGRATIONS_DIR, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name < migration)
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
    before = await historyBefore(TEAMS_MIGRATION);
    const { executor } = scratch;
    await applyMigrations(executor, { migrationsDir: before });
    // The teams migration is the next to apply (later ones follow it).
    expect((await pendingMigrations(executor))[0]).toBe(TEAMS_MIGRATION);

    await executor.exec(`
      INSERT INTO "User" ("id", "email", "name", "passwordHash", "planId", "stripeCustomerId", "stripeSubscriptionId",
                          "subscriptionStatus", "currentPeriodEnd", "cancelAtPeriodEnd", "subscriptionEventAt", "updatedAt") VALUES
        ('user-ada', 'ada@example.com', 'Ada', 'hash', 'pro', 'cus_ada', 'sub_ada', 'past_due', '2031-01-31T00:00:00Z', true, '2031-01-02T00:00:00Z', now()),
        ('user-ben', 'ben@example.com', NULL, 'hash', 'free', NULL, NULL, 'none', NULL, false, NULL, now());
      INSERT INTO "UsageCounter" ("userId", "feature", "periodStart", "used", "updatedAt") VALUES
        ('user-ada', 'manual_syncs', '2031-01-05T00:00:00Z', 7, now()),
        ('user-ada', 'ai_tokens', '2031-01-01T00:00:00Z', 12345, now());
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
    const [counts] = await executor.query<{ agents: number; reviews: number; users: number }>(
      `SELECT (SELECT count(*)::int FROM "Agent") AS agents, (SELECT count(*)::int FROM "CustomerReview") AS reviews,
              (SELECT count(*)::int FROM "User") AS users`,
    );
    expect(counts).toEqual({ agents: 1, reviews: 1, users: 2 });
    // The later move of billing to teams: each account's plan, Stripe customer, subscription and
    // usage this period are its personal team's, as they were.
    const plans = await executor.query<Record<string, unknown>>(
      `SELECT "id", "planId", "stripeCustomerId", "stripeSubscriptionId", "subscriptionStatus"::text AS "subscriptionStatus",
              "currentPeriodEnd", "cancelAtPeriodEnd", "subscriptionEventAt" FROM "Team" ORDER BY "id" = $1 DESC`,
      [teams[0]!.teamId],
    );
    expect(plans).toEqual([
      {
        id: teams[0]!.teamId,
        planId: "pro",
        stripeCustomerId: "cus_ada",
        stripeSubscriptionId: "sub_ada",
        subscriptionStatus: "past_due",
        currentPeriodEnd: new Date("2031-01-31T00:00:00Z"),
        cancelAtPeriodEnd: true,
        subscriptionEventAt: new Date("2031-01-02T00:00:00Z"),
      },
      {
        id: teams[1]!.teamId,
        planId: "free",
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        subscriptionStatus: "none",
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        subscriptionEventAt: null,
      },
    ]);
    const counters = await executor.query<{ teamId: string; feature: string; used: number }>(
      `SELECT "teamId", "feature", "used" FROM "UsageCounter" ORDER BY "feature"`,
    );
    expect(counters).toEqual([
      { teamId: teams[0]!.teamId, feature: "ai_tokens", used: 12345 },
      { teamId: teams[0]!.teamId, feature: "manual_syncs", used: 7 },
    ]);
    expect(await pendingMigrations(executor)).toEqual([]);
  });

  it("gives a shared team the best plan its owners had (their subscriptions covered it), as a plan without a subscription", async () => {
    scratch = await openScratch();
    before = await historyBefore(TEAM_BILLING_MIGRATION);
    const { executor } = scratch;
    await applyMigrations(executor, { migrationsDir: before });
    expect((await pendingMigrations(executor))[0]).toBe(TEAM_BILLING_MIGRATION);
    await executor.exec(`
      INSERT INTO "User" ("id", "email", "passwordHash", "planId", "stripeCustomerId", "subscriptionStatus", "updatedAt") VALUES
        ('user-ada', 'ada@example.com', 'hash', 'pro', 'cus_ada', 'active', now()),
        ('user-ben', 'ben@example.com', 'hash', 'free', NULL, 'none', now()),
        ('user-cy', 'cy@example.com', 'hash', 'business', 'cus_cy', 'active', now());
      INSERT INTO "Team" ("id", "name", "personal", "updatedAt") VALUES
        ('team-ada', 'Personal', true, now()), ('team-ben', 'Personal', true, now()), ('team-cy', 'Personal', true, now()),
        ('team-studio', 'Studio', false, now()), ('team-solo', 'Solo', false, now());
      INSERT INTO "TeamMember" ("teamId", "userId", "role", "updatedAt") VALUES
        ('team-ada', 'user-ada', 'owner', now()), ('team-ben', 'user-ben', 'owner', now()), ('team-cy', 'user-cy', 'owner', now()),
        ('team-studio', 'user-ben', 'owner', now()), ('team-studio', 'user-ada', 'owner', now()), ('team-studio', 'user-cy', 'viewer', now()),
        ('team-solo', 'user-ben', 'owner', now());
    `);
    expect((await applyMigrations(executor)).applied[0]).toBe(TEAM_BILLING_MIGRATION);
    const teams = await executor.query<{ id: string; planId: string; stripeCustomerId: string | null; subscriptionStatus: string }>(
      `SELECT "id", "planId", "stripeCustomerId", "subscriptionStatus"::text AS "subscriptionStatus" FROM "Team" ORDER BY "id"`,
    );
    // Studio: Ada's pro (an owner's), not Cy's business (a viewer's); no customer of its own yet.
    expect(teams).toEqual([
      { id: "team-ada", planId: "pro", stripeCustomerId: "cus_ada", subscriptionStatus: "active" },
      { id: "team-ben", planId: "free", stripeCustomerId: null, subscriptionStatus: "none" },
      { id: "team-cy", planId: "business", stripeCustomerId: "cus_cy", subscriptionStatus: "active" },
      { id: "team-solo", planId: "free", stripeCustomerId: null, subscriptionStatus: "none" },
      { id: "team-studio", planId: "pro", stripeCustomerId: null, subscriptionStatus: "none" },
    ]);
  });
});
