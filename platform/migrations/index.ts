// The migration tooling's entry point for tests and benchmarks. Applying migrations is the
// database client's own (lib/db/migrate.ts): lib never imports platform/. `generate.ts` and `apply.ts` are the command-line tools behind
// `npm run db:migration` and `npm run db:migrate`.
export { applyMigrations, pendingMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "@/lib/db/migrate";
