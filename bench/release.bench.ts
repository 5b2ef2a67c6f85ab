// `npm run bench:release`: the delay from a version's state changing in App Store Connect (the
// embedded store) to the service showing it, with instant updates (webhooks) and with polling
// only, side by side, on PGlite and PostgreSQL (bench/release-target.ts runs one database).
// Target: with webhooks, within one second (p95); polling only bounds it by its 5-minute round.
import { measureOnBothDatabases } from "./both-databases";

type Delays = { median: number; p95: number; max: number };
type Figures = { trials: number; webhook: Delays; polling: Delays };

const { pglite, postgres } = measureOnBothDatabases<Figures>("bench/release-target.ts", "release");

const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(3)} s` : `${(ms / 60_000).toFixed(1)} min`);
const table: Record<string, Record<string, string>> = {};
for (const [database, figures] of [
  ["PGlite", pglite],
  ["PostgreSQL", postgres],
] as const) {
  for (const quantile of ["median", "p95", "max"] as const) {
    table[`${database}: ${quantile}`] = {
      "instant updates (webhook)": seconds(figures.webhook[quantile]),
      "polling only (5-minute rounds)": seconds(figures.polling[quantile]),
      "polling ÷ webhook": `${Math.round(figures.polling[quantile] / figures.webhook[quantile])}×`,
    };
  }
}
console.log(`\nA version's new state, from App Store Connect's change to the service showing it (${pglite.trials} changes each)`);
console.table(table);
const ok = pglite.webhook.p95 < 1000 && postgres.webhook.p95 < 1000;
console.log(`instant updates within one second (p95): ${ok ? "PASS" : "FAIL"}`);
process.exit(0);
