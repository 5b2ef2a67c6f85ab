// `npm run bench:runner`: the embedded Inngest runner on PGlite and on PostgreSQL, side by side:
// per-step time (a 20-step run minus a run with no steps, per step), split into time inside the
// Inngest SDK and the runner's own overhead (database, leases, protocol), and runs/s for 200
// concurrent two-step runs with the runner driving 10, 50 or 200 at once. Targets: under 5 ms
// per step on PostgreSQL; runs/s that does not collapse as concurrency grows.
import { measureOnBothDatabases } from "./both-databases";

type Figures = {
  perStepMs: number;
  sdkPerStepMs: number;
  runnerPerStepMs: number;
  runMsWithoutSteps: number;
  throughput: Record<string, number>;
};

const { pglite, postgres } = measureOnBothDatabases<Figures>("bench/runner-target.ts", "runner");

const row = (figures: Figures) => ({
  "ms/step": figures.perStepMs.toFixed(2),
  "in SDK": figures.sdkPerStepMs.toFixed(2),
  "runner overhead": figures.runnerPerStepMs.toFixed(2),
  "run w/o steps ms": figures.runMsWithoutSteps.toFixed(1),
  "runs/s @10": figures.throughput[10],
  "runs/s @50": figures.throughput[50],
  "runs/s @200": figures.throughput[200],
});
console.table({ PGlite: row(pglite), PostgreSQL: row(postgres) });
const collapse = (figures: Figures) => (figures.throughput[200]! / figures.throughput[10]!).toFixed(2);
console.log(`runs/s at 200 vs 10: PGlite ${collapse(pglite)}, PostgreSQL ${collapse(postgres)} (1.0 = no collapse)`);
console.log(
  `runner overhead per step on PostgreSQL: ${postgres.runnerPerStepMs.toFixed(2)} ms (target < 5 ms) ${postgres.runnerPerStepMs < 5 ? "PASS" : "FAIL"}; ` +
    `with the SDK's own ${postgres.sdkPerStepMs.toFixed(2)} ms: ${postgres.perStepMs.toFixed(2)} ms`,
);
