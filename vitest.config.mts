import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code (`*.test.ts`). Each test file gets its own
// database: an in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set
// (see test/setup-database.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", ".data/**"],
    environment: "node",
    pool: "forks",
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-database.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)) },
  },
});
