import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code (`*.test.ts`). Each test file gets its own
// database: an in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set
// (see test/setup-database.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
    // `*.postgres.test.ts`: what only PostgreSQL has (statement timeouts, other connections' locks),
    // run in the PostgreSQL pass (DATABASE_URL set) and not in the PGlite one.
    // With DATABASE_URL set, the checks that read the source and never a database (lint, docs,
    // components, the operations' names and browser imports) are left out: the PGlite pass ran them.
    exclude: [
      "node_modules/**",
      ".next/**",
      "e2e/**",
      ".data/**",
      ...(process.env.DATABASE_URL
        ? ["lint/**", "docs/**", "components/**", "lib/api/operation-names.test.ts", "lib/ui/browser-importable.test.ts"]
        : ["**/*.postgres.test.ts"]),
    ],
    environment: "node",
    pool: "forks",
    // Files share worker processes: dependencies load once per worker rather than once per file
    // (test/setup-process.ts gives each file a fresh environment, singletons and modules).
    isolate: false,
    // One worker per core (vitest's default leaves one free: on two cores, one worker). The tests
    // wait on HTTP, child processes and the database often enough to use both.
    maxWorkers: availableParallelism(),
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-process.ts", "test/setup-database.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)) },
  },
});
