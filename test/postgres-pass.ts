/**
 * The folders whose tests the PostgreSQL pass runs again (`DATABASE_URL` set; `.ci/run` runs it
 * beside `npm test`), with every `*.postgres.test.ts`.
 *
 * Both databases get the same SQL for what goes through Prisma's query compiler, and the PGlite
 * pass runs every test. What can differ is the SQL written by hand and what only a server with
 * many connections has: row and advisory locks, SKIP LOCKED, LISTEN/NOTIFY, statement timeouts,
 * migrations on a server. Those live in these folders; `test/postgres-pass.test.ts` fails when
 * a file outside them starts writing SQL by hand.
 */
export const POSTGRES_PASS_FOLDERS = [
  "inngest",
  "platform",
  "lib/db",
  "lib/events",
  // The last owner is kept under a lock on the team's row.
  "lib/teams",
  "lib/auth",
  "lib/account",
  "lib/billing",
  "lib/usage",
  "lib/apps",
  "lib/sync",
  // One upload per screenshot set: the set's row decides between requests at the same moment.
  "lib/screenshots",
  "lib/support",
  // An endpoint is added under a lock on the team's row (the per-team cap).
  "lib/webhooks",
  "lib/admin-users",
  // A plan given to a team is written under a lock on the team's row.
  "lib/admin-teams",
  "lib/admin-jobs",
  "lib/admin-analytics",
] as const;

/** What marks SQL written by hand, or a lock only a server holds across connections. */
export const HAND_WRITTEN_SQL =
  /\$queryRaw|\$executeRaw|FOR UPDATE|FOR SHARE|pg_advisory|SKIP LOCKED|pg_notify|\bLISTEN\s*"|statement_timeout/;
