// The migration tooling's entry point for the rest of the code (the database client, readiness,
// test setup). `generate.ts` and `apply.ts` are the command-line tools behind
// `npm run db:migration` and `npm run db:migrate`.
export { applyMigrations, pendingMigrations, pgExecutor, pgliteExecutor, type SqlExecutor } from "./migrate";
