// The server the end-to-end tests run against (started by playwright.config.ts's webServer):
// the production build, served by the project's own `npm start` (scripts/start.mjs, which builds
// only when no build exists, so CI reuses the build it just made), on a database of its own that
// is removed when the server stops:
// - by default a fresh PGlite folder in the system's temp directory (the embedded default);
// - with DATABASE_URL set, a fresh database on that PostgreSQL server, created and dropped here.
//   The server must be local (tests write users and apps), unless E2E_ALLOW_REMOTE_DATABASE=1.
// Everything else is the embedded default (the built-in store simulator, the embedded job runner,
// the rules brain, the email outbox), except ADMIN_EMAILS (the address in e2e/admin-account.json is
// the one admin, created and confirmed by e2e/seed-admin.ts before the server starts, so the admin
// tests do not depend on creating the first account of the run) and the sign-in budget per address
// (below).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import webPush from "web-push";

import adminAccount from "./admin-account.json" with { type: "json" };
import { startFakeModel } from "./fake-model.mjs";

const port = process.env.PORT;
if (!port) throw new Error("e2e/serve.mjs needs PORT (playwright.config.ts sets it)");

const env = {
  ...process.env,
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
// External services and settings a developer may have exported would change what the tests see.
for (const name of [
  "STORE_API_BASE_URL",
  "REDIS_URL",
  "RESEND_API_KEY",
  "INNGEST_SIGNING_KEY",
  "INNGEST_SIGNING_KEY_FALLBACK",
  "INNGEST_EVENT_KEY",
  "INNGEST_BASE_URL",
  "INNGEST_DEV",
  "ADMIN_EMAILS",
  "AGENT_MODEL",
  "AGENT_BASE_URL",
  "AGENT_API_KEY",
  "ENCRYPTION_KEYS_PREVIOUS",
  "RATE_LIMIT_PER_MINUTE",
  "AUTH_RATE_LIMIT_PER_MINUTE",
]) {
  delete env[name];
}
env.ADMIN_EMAILS = adminAccount.email;
// Every test signs in from 127.0.0.1: the per-address sign-in budget (20 a minute) would throttle
// the suite itself. Its behaviour is tested in test/security/limits.test.ts.
env.AUTH_RATE_LIMIT_PER_MINUTE = "600";
// The agent e2e adds a customer review to the simulator (its control surface, sandboxes only) and
// expects the sync it brings to tick the agent at once: the minimum gap between such ticks is
// tested in lib/agent/ticks-between-sleeps.test.ts.
env.STORE_SIMULATOR_CONTROL = "1";
env.AGENT_SYNC_TICK_GAP_MINUTES = "0";
// The model brain talks to a fake model (e2e/fake-model.mjs) that a spec steers. Only accounts
// whose plan includes AI tokens use it (the specs' new accounts are free: the rules propose, as
// before); e2e/agent-model.spec.ts gives its owner a paid plan through the admin API.
let fakeModel;
if (process.env.E2E_MODEL_PORT) {
  fakeModel = await startFakeModel(process.env.E2E_MODEL_PORT);
  env.AGENT_MODEL = "openai-compatible:e2e-fake";
  env.AGENT_BASE_URL = `http://127.0.0.1:${process.env.E2E_MODEL_PORT}/v1`;
  env.AGENT_MODEL_TIMEOUT_SECONDS = "5";
  env.AGENT_MODEL_BACKOFF_SECONDS = "2";
  env.AGENT_RUN_COOLDOWN_SECONDS = "0";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
let cleanup;

if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  if (!LOCAL_HOSTS.has(base.hostname) && process.env.E2E_ALLOW_REMOTE_DATABASE !== "1") {
    console.error(`e2e: refusing to create a test database on ${base.hostname} (not local); set E2E_ALLOW_REMOTE_DATABASE=1 to allow it.`);
    process.exit(1);
  }
  const database = `e2e_${process.pid}_${Date.now()}`;
  const admin = async (sql) => {
    const url = new URL(base);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
  // PostgreSQL mode takes its secrets from the environment: fresh ones for this run.
  const vapid = webPush.generateVAPIDKeys();
  Object.assign(env, {
    AUTH_SECRET: randomBytes(32).toString("base64"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  cleanup = () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  console.log(`e2e: PostgreSQL database ${database}`);
} else {
  const dataDir = mkdtempSync(join(tmpdir(), "app-publishing-e2e-"));
  env.DATA_DIR = dataDir;
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  console.log(`e2e: PGlite in ${dataDir}`);
}

warnIfBuildIsStale();

// The admin exists, confirmed, before the server starts (a PGlite folder belongs to one process).
const seeded = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "e2e/seed-admin.ts"], {
  stdio: "inherit",
  env,
});
if (seeded.status !== 0) {
  await cleanup();
  process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on("exit", async (code, signal) => {
  fakeModel?.close();
  try {
    await cleanup();
  } catch (error) {
    console.error("e2e: cleanup failed:", error instanceof Error ? error.message : error);
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

/** An existing build is served as it is (CI builds right before): say so when the source is newer. */
function warnIfBuildIsStale() {
  if (!existsSync(".next/BUILD_ID")) return;
  const built = statSync(".next/BUILD_ID").mtimeMs;
  const newer = [];
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== "generated" && entry !== "node_modules") visit(`${path}/${entry}`);
    } else if (stat.mtimeMs > built && !/\.test\.tsx?$/.test(path)) {
      newer.push(path);
    }
  };
  for (const path of [
    "app",
    "components",
    "lib",
    "emails",
    "inngest",
    "platform",
    "public",
    "proxy.ts",
    "instrumentation.ts",
    "next.config.mjs",
  ]) {
    if (existsSync(path)) visit(path);
  }
  if (newer.length > 0) {
    console.warn(
      `e2e: the build is older than ${newer.length} source file(s) (e.g. ${newer[0]}); the tests run the old build. Run \`npm run build\` first.`,
    );
  }
}
