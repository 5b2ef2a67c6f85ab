// One database's half of `npm run bench:runner` (spawned by bench/runner.bench.ts): measures the
// embedded runner on whatever database this process's environment selects, prints JSON.
import { randomBytes } from "node:crypto";

import { Inngest } from "inngest";
import { serve } from "inngest/next";

import { EmbeddedRunner, jobLogger, outboxFetch, type ServeHandler } from "@/platform/jobs";
import { databaseReady, db } from "../lib/db/client";

const signingKey = `signkey-bench-${randomBytes(32).toString("hex")}`;
const client = new Inngest({
  id: "bench",
  isDev: false,
  signingKey,
  eventKey: "bench",
  checkpointing: false,
  aiMetadata: false,
  logger: jobLogger,
  fetch: outboxFetch as typeof fetch,
});
const STEPS = 20;

const manySteps = client.createFunction({ id: "many-steps", triggers: [{ event: "bench/many" }] }, async ({ step }) => {
  let total = 0;
  for (let index = 0; index < STEPS; index++) total += await step.run(`step-${index}`, () => index);
  return total;
});
const noSteps = client.createFunction({ id: "no-steps", triggers: [{ event: "bench/none" }] }, async () => 0);
const short = client.createFunction({ id: "short", triggers: [{ event: "bench/short" }] }, async ({ step }) => {
  const a = await step.run("one", () => 1);
  return a + (await step.run("two", () => 1));
});
const handler = serve({ client, functions: [manySteps, noSteps, short] }) as unknown as ServeHandler;

let sdkMs = 0;

async function timeRuns(name: string, count: number, concurrency: number): Promise<number> {
  const runner = new EmbeddedRunner({ handler, signingKey, concurrency, pollMs: 5 });
  const before = await db().job.count({ where: { status: "completed" } });
  const started = performance.now();
  await client.send(Array.from({ length: count }, () => ({ name, data: {} })));
  await runner.start();
  while ((await db().job.count({ where: { status: "completed" } })) < before + count)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = performance.now() - started;
  await runner.stop();
  sdkMs = runner.stats.sdkMs;
  return elapsed;
}

await databaseReady();
await timeRuns("bench/short", 5, 5); // warm-up: JIT, connections, function sync
const repeats = 5;
let many = 0;
let manySdk = 0;
let none = 0;
let noneSdk = 0;
for (let round = 0; round < repeats; round++) {
  many += await timeRuns("bench/many", 1, 1);
  manySdk += sdkMs;
  none += await timeRuns("bench/none", 1, 1);
  noneSdk += sdkMs;
}
const perStepMs = (many - none) / repeats / STEPS;
// Time inside the Inngest SDK (the function's own execution, replaying memoized steps): paid
// by any executor, Inngest Cloud included. What remains is the embedded runner's overhead.
const sdkPerStepMs = (manySdk - noneSdk) / repeats / STEPS;
const throughput: Record<string, number> = {};
for (const concurrency of [10, 50, 200]) {
  const elapsed = await timeRuns("bench/short", 200, concurrency);
  throughput[concurrency] = Math.round((200 / elapsed) * 1000);
}
console.log(
  JSON.stringify({ perStepMs, sdkPerStepMs, runnerPerStepMs: perStepMs - sdkPerStepMs, runMsWithoutSteps: none / repeats, throughput }),
);
process.exit(0);
