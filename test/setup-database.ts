import { randomBytes } from "node:crypto";

import { inject } from "vitest";

import { adminQuery, withDatabase } from "./global-setup";
import { currentFile } from "./process-state";

/**
 * Runs before each test file (after test/setup-process.ts): gives it a database of its own
 * (in-memory PGlite loaded from the migrated snapshot, or a clone of the migrated PostgreSQL
 * template) and the settings every test runs with.
 */
(process.env as Record<string, string>).NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
// Every test client signs in from 127.0.0.1; a file that tests this budget sets its own.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= "10000";

const template = inject("templateDatabase");
const baseUrl = process.env.TEST_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
let fileDatabase: string | undefined;

if (template && baseUrl) {
  process.env.TEST_BASE_DATABASE_URL = baseUrl;
  fileDatabase = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${fileDatabase}" TEMPLATE "${template}"`);
  process.env.DATABASE_URL = withDatabase(baseUrl, fileDatabase);
  // A deployment on PostgreSQL takes its secrets from the environment.
  process.env.AUTH_SECRET = randomBytes(32).toString("base64url");
  process.env.ENCRYPTION_KEY = randomBytes(32).toString("base64");
  const webpush = await import("web-push");
  const vapid = webpush.default.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_IN_MEMORY = "1";
  const snapshot = inject("pgliteSnapshot");
  if (snapshot) process.env.PGLITE_SNAPSHOT = snapshot;
}

// The file's database client is closed with the other singletons (test/process-state.ts); its
// PostgreSQL database goes after that.
if (fileDatabase && baseUrl) {
  const [database, url] = [fileDatabase, baseUrl];
  currentFile().finally.push(() => adminQuery(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
}
