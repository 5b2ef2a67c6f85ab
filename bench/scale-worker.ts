// One app instance's job runner for `npm run bench:scale` (spawned by bench/scale-target.ts): the
// embedded runner with the app's real functions on the shared PostgreSQL database, woken by
// LISTEN/NOTIFY unless BENCH_NO_WAKE=1 (then only its 250 ms poll finds new work). Prints
// "ready" once it listens; stops at the next persisted step on SIGTERM.
import { EMBEDDED_SIGNING_KEY } from "../inngest/client";
import { inngestHandler } from "../inngest/serve";
import { databaseReady } from "../lib/db/client";
import { EmbeddedRunner, wakeOnOutboxWrites } from "@/platform/jobs";

await databaseReady();
const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY });
await runner.start();
const stopListening = process.env.BENCH_NO_WAKE === "1" ? null : await wakeOnOutboxWrites(runner);
process.on("SIGTERM", () => {
  void Promise.allSettled([stopListening?.(), runner.stop()]).then(() => {
    // A pipe's writes are asynchronous: exit once the figure is out.
    process.stdout.write(`steps:${runner.stats.stepsPersisted}\n`, () => process.exit(0));
  });
});
console.log("ready");
