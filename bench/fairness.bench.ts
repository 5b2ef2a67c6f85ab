// `npm run bench:fairness`: one user's large syncs must not stall everyone else. While one user's
// three first syncs of 20,000-review apps run on the production server's embedded runner, another
// user requests GET /api/health, /api/portfolio and /api/apps one after another; their p99 is set
// beside the same requests' p99 with nothing else running, on PGlite and PostgreSQL side by side
// (bench/fairness-target.ts runs one database). Targets: the bounds SECURITY.md states, none failing.
import { measureOnBothDatabases } from "./both-databases";
import type { Figures, ProbedPath } from "./fairness-target";

/** p99 bounds in ms while the syncs run. PGlite runs every query on the server's one thread, so its bounds are looser. */
const BOUNDS: Record<"PGlite" | "PostgreSQL", Record<ProbedPath, number>> = {
  PGlite: { "/api/health": 1_000, "/api/portfolio": 3_000, "/api/apps": 3_000 },
  PostgreSQL: { "/api/health": 500, "/api/portfolio": 1_500, "/api/apps": 1_500 },
};

const measured = measureOnBothDatabases<Figures>("bench/fairness-target.ts", "fairness");
let failed = false;
for (const [database, figures] of [
  ["PGlite", measured.pglite],
  ["PostgreSQL", measured.postgres],
] as const) {
  const allSynced = figures.reviewsSynced.every((count) => count === figures.reviewsInStore);
  console.log(
    `\n${database}: three first syncs of ${figures.reviewsInStore.toLocaleString("en")}-review apps took ${(figures.syncMs / 1000).toFixed(1)} s; reviews synced: ${figures.reviewsSynced.join(", ")} ${allSynced ? "PASS" : "FAIL"}`,
  );
  const rows = Object.fromEntries(
    (Object.keys(figures.idle) as ProbedPath[]).map((path) => {
      const [idle, syncing, bound] = [figures.idle[path], figures.syncing[path], BOUNDS[database][path]];
      const met = syncing.p99 <= bound && syncing.failures === 0 && idle.failures === 0;
      failed ||= !met;
      return [
        path,
        {
          "idle p99 ms": idle.p99,
          "syncing p99 ms": syncing.p99,
          "× idle": (syncing.p99 / Math.max(1, idle.p99)).toFixed(1),
          "bound ms": bound,
          requests: syncing.requests,
          failed: syncing.failures,
          "": met ? "PASS" : "FAIL",
        },
      ];
    }),
  );
  console.table(rows);
  failed ||= !allSynced;
}
process.exitCode = failed ? 1 : 0;
