import { defineConfig } from "prisma/config";

// The CLI only generates the client here (see scripts/prisma-generate.mjs); migrations are
// produced by platform/migrations/generate.ts and applied by lib/db/migrate.ts. `env()` would throw
// when DATABASE_URL is unset, which is the embedded default, so read it directly.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL },
});
