// `npm run bench:budget`: one App Store Connect budget per key. 20 apps on one key synced every
// 5 minutes for one simulated hour (injected clock), with people's requests meanwhile, on PGlite
// and PostgreSQL side by side (bench/budget-target.ts runs one database). Targets: Apple's limit
// never reached, at least half of the hour left for people, no app starved, no person refused.
import { measureOnBothDatabases } from "./both-databases";

const LIMIT = 3600;

type Figures = {
  wallMs: number;
  appleRequests: number;
  apple429: number;
  background: number;
  user: number;
  userRefused: number;
  syncsStarted: number;
  syncsWaitedMidway: number;
  lowestRemaining: number;
  syncsPerApp: { min: number; max: number };
  longestWaitMinutes: number;
  waitingAtEnd: number;
  startedPerTenMinutes: number[];
};

const { pglite, postgres } = measureOnBothDatabases<Figures>("bench/budget-target.ts", "budget");

const pass = (ok: boolean) => (ok ? "PASS" : "FAIL");
const rows = (figures: Figures): Record<string, [string | number, string, string]> => ({
  "requests to App Store Connect (limit 3,600)": [
    figures.appleRequests,
    `< ${LIMIT}`,
    pass(figures.appleRequests < LIMIT && figures.apple429 === 0),
  ],
  "spent by scheduled syncs": [figures.background, `≤ ${LIMIT / 2}`, pass(figures.background <= LIMIT / 2)],
  "left for people (limit − scheduled)": [LIMIT - figures.background, `≥ ${LIMIT / 2}`, pass(LIMIT - figures.background >= LIMIT / 2)],
  "people's requests made / refused": [`${figures.user} / ${figures.userRefused}`, "refused 0", pass(figures.userRefused === 0)],
  "syncs per app (min / max)": [`${figures.syncsPerApp.min} / ${figures.syncsPerApp.max}`, "min ≥ 1", pass(figures.syncsPerApp.min >= 1)],
  "longest an app waited past due (min)": [
    figures.longestWaitMinutes,
    "< 60 (until the hour is back)",
    pass(figures.longestWaitMinutes < 60),
  ],
  "lowest remaining Apple reported": [figures.lowestRemaining, "> 0", pass(figures.lowestRemaining > 0)],
  "syncs started / stopped mid-way to wait": [`${figures.syncsStarted} / ${figures.syncsWaitedMidway}`, "", ""],
  "syncs started in each 10 minutes": [figures.startedPerTenMinutes.join(" "), "spread over the hour", ""],
  "apps waiting at the hour's end": [figures.waitingAtEnd, "", ""],
  "wall time (s)": [(figures.wallMs / 1000).toFixed(1), "", ""],
});
console.log("\n20 apps on one key, every 5 minutes, one simulated hour, people's requests meanwhile (5/min + 200 at minute 40)");
const table: Record<string, Record<string, string | number>> = {};
const pg = rows(postgres);
for (const [metric, [value, target, verdict]] of Object.entries(rows(pglite))) {
  const [pgValue, , pgVerdict] = pg[metric]!;
  table[metric] = { PGlite: value, PostgreSQL: pgValue, target, result: [verdict, pgVerdict].filter(Boolean).join(" / ") };
}
console.table(table);
process.exit(0);
