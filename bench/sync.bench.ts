// `npm run bench:sync`: a full sync of the largest demo app (store requests, wall time), a large
// app's syncs (50,000 reviews: first sync, steady state, new reviews, full pass; target: a
// steady-state sync in at most 12 store requests) and the scheduler selecting due apps among
// 1k, 10k and 100k registered apps (100 due each time), on PGlite and PostgreSQL side by side;
// then GET /api/apps/{appId}/versions under load (p99) on the production server. Targets:
// selection flat and under 50 ms at 100k on PostgreSQL.

import autocannon from "autocannon";

import { measureOnBothDatabases } from "./both-databases";
import { signedInCookie, startBenchServer } from "./server";

type Pass = { wallMs: number; requests: number; counts: Record<string, number> };
type Figures = {
  sync: Pass;
  large: { seedMs: number; first: Pass; steady: Pass; newReviews: Pass; fullPass: Pass };
  selection: Record<string, { medianMs: number; p95Ms: number; selected: number }>;
};

const { pglite, postgres } = measureOnBothDatabases<Figures>("bench/sync-target.ts", "sync");

console.log("\nFull sync of the largest demo app (Trailmix):", JSON.stringify(postgres.sync.counts));
console.table({
  PGlite: { "store requests": pglite.sync.requests, "wall ms": Math.round(pglite.sync.wallMs) },
  PostgreSQL: { "store requests": postgres.sync.requests, "wall ms": Math.round(postgres.sync.wallMs) },
});
console.log(
  `\nThe large app (50,000 reviews, 100 versions x 39 locales; simulator seeded in ${Math.round(postgres.large.seedMs)} ms): store requests and wall ms per sync`,
);
const STEADY_TARGET = 12;
const passes = [
  ["first sync (full pass)", "first", "-"],
  ["steady state (nothing new)", "steady", `<= ${STEADY_TARGET}`],
  ["after 5 new reviews", "newReviews", `<= ${STEADY_TARGET}`],
  ["daily full pass", "fullPass", "once a day per app"],
] as const;
console.table(
  Object.fromEntries(
    passes.map(([label, key, target]) => [
      label,
      {
        "store requests": postgres.large[key].requests,
        target,
        "PGlite ms": Math.round(pglite.large[key].wallMs),
        "PostgreSQL ms": Math.round(postgres.large[key].wallMs),
        "PGlite requests": pglite.large[key].requests,
      },
    ]),
  ),
);
const steady = Math.max(pglite.large.steady.requests, postgres.large.steady.requests);
console.log(
  `Steady-state sync: ${steady} store requests (target <= ${STEADY_TARGET}) ${steady <= STEADY_TARGET ? "PASS" : "FAIL"}; a full pass: ${postgres.large.fullPass.requests} (${Math.round(postgres.large.fullPass.requests / steady)}x, at most once a day)`,
);
console.log("Scheduler: selecting the 100 due apps (median / p95 ms)");
const selectionRow = (figures: Figures) =>
  Object.fromEntries(
    Object.entries(figures.selection).map(([size, s]) => [
      `${Number(size) / 1000}k apps`,
      `${s.medianMs.toFixed(2)} / ${s.p95Ms.toFixed(2)}`,
    ]),
  );
console.table({ PGlite: selectionRow(pglite), PostgreSQL: selectionRow(postgres) });
const at100k = postgres.selection["100000"]!;
const flatness = at100k.medianMs / postgres.selection["1000"]!.medianMs;
console.log(
  `PostgreSQL at 100k: ${at100k.medianMs.toFixed(2)} ms (target < 50 ms) ${at100k.medianMs < 50 ? "PASS" : "FAIL"}; 100k vs 1k: ${flatness.toFixed(2)}x`,
);

// GET /api/apps/{appId}/versions under load, on the production server (PostgreSQL when DATABASE_URL is set).
// BENCH_SYNC_SERVER=0 leaves it out (it needs a production build, made first when missing).
if (process.env.BENCH_SYNC_SERVER === "0") process.exit(0);
const server = await startBenchServer();
try {
  const cookie = await signedInCookie(server.url);
  const { demoAccount } = await import("@/platform/store-simulator");
  const registered = await fetch(`${server.url}/api/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ ...demoAccount.teamKey, storeId: demoAccount.apps[0]!.storeId, vendorNumber: demoAccount.vendorNumber }),
  });
  const app = (await registered.json()) as { id: string };
  for (let tries = 0; tries < 300; tries++) {
    const state = (await (await fetch(`${server.url}/api/apps/${app.id}`, { headers: { cookie } })).json()) as { syncStatus: string };
    if (state.syncStatus === "succeeded") break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const load = await autocannon({ url: `${server.url}/api/apps/${app.id}/versions`, connections: 20, duration: 10, headers: { cookie } });
  console.log(
    `GET /api/apps/{appId}/versions (${server.database}, 20 connections, 10 s): ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}`,
  );
} finally {
  await server.stop();
}
