import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { POSTGRES_PASS_FOLDERS } from "./test/postgres-pass.ts";

// Unit and integration tests sit beside the code (`*.test.ts`). Each test file gets its own
// database: an in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set
// (see test/setup-database.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    // Without DATABASE_URL (`npm test`): every test on PGlite, but `*.postgres.test.ts` (what only
    // PostgreSQL has: statement timeouts, other connections' locks). With it (the PostgreSQL pass):
    // the folders whose SQL can differ between the two (test/postgres-pass.ts says which and why).
    // TEST_POSTGRES_PASS_BESIDE=1 (CI): the PGlite run leaves those folders to the PostgreSQL pass.
    include: process.env.DATABASE_URL
      ? [...POSTGRES_PASS_FOLDERS.map((folder) => `${folder}/**/*.test.ts`), "**/*.postgres.test.ts"]
      : ["**/*.test.ts"],
    exclude: [
      "node_modules/**",
      ".next/**",
      "e2e/**",
      ".data/**",
      ...(process.env.DATABASE_URL ? [] : ["**/*.postgres.test.ts"]),
      // CI runs those folders on PostgreSQL beside this run, and each file once (.ci/run).
      ...(!process.env.DATABASE_URL && process.env.TEST_POSTGRES_PASS_BESIDE === "1"
        ? POSTGRES_PASS_FOLDERS.map((folder) => `${folder}/**/*.test.ts`)
        : []),
    ],
    environment: "node",
    pool: "forks",
    // Files share worker processes: dependencies load once per worker rather than once per file
    // (test/setup-process.ts gives each file a fresh environment, singletons and modules).
    isolate: false,
    // One worker per core (vitest's default leaves one free: on two cores, one worker). The tests
    // wait on HTTP, child processes and the database often enough to use both.
    // TEST_WORKERS (CI) sets it: there, two passes and the browser tests share the two cores.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-process.ts", "test/setup-database.ts", "test/setup-contract.ts"],
    // A hang guard, not a speed target: a test that takes 6 s alone took over 30 s in CI, with
    // three suites on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)) },
  },
});
