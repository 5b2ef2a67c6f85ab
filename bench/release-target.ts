// One database's half of `npm run bench:release` (spawned by bench/release.bench.ts); prints JSON.
//
// How long after App Store Connect changes a version's state the service shows it:
// - with instant updates: the embedded store's webhook delivery reaches the service's real route
//   (signature, storage, the outbox), the embedded runner processes it (the version read again),
//   and the delay is measured in wall time from the change to the stored state;
// - with polling only (no webhook): the change waits for the next 5-minute round of
//   poll-versions-in-review. Changes are spread evenly over the round (simulated time), and each
//   round's own work (reading the version again) is measured.
import { NextRequest } from "next/server";

import { POST as receiveWebhook } from "../app/api/store/webhooks/[appId]/route";
import { EMBEDDED_SIGNING_KEY } from "../inngest/client";
import { inngestHandler } from "../inngest/serve";
import { registerApp } from "../lib/apps/register-app";
import { sandboxIdFor } from "../lib/apps/store-sandbox";
import { register } from "../lib/auth/users";
import { databaseReady, db } from "../lib/db/client";
import { connectStoreWebhook } from "../lib/store-webhooks/connect-store-webhook";
import { pollVersionsInReview } from "../lib/store-webhooks/poll-in-review";
import { EmbeddedRunner } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import { embeddedSimulator, routeEmbeddedWebhooks, provideEmbeddedStore } from "@/platform/store-simulator/embedded";

// The built-in store, handed to the service's code as instrumentation.ts does for the server.
provideEmbeddedStore();

const TRIALS = 20;
const POLL_ROUND_MS = 5 * 60_000;
const STATES = ["WAITING_FOR_REVIEW", "IN_REVIEW"] as const;

await databaseReady();
const user = await register({ email: `release-bench-${process.pid}@example.com`, password: "benchmark password" });
const store = embeddedSimulator()!.sandbox(sandboxIdFor(user.id)).control;
const { teamKey, vendorNumber } = demoAccount;
const app = await registerApp(user.id, { ...teamKey, storeId: demoAccount.apps[0]!.storeId, vendorNumber, isIndividualKey: false });
const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY, pollMs: 5 });
await runner.runUntilIdle(); // the first sync

// Deliveries go to the service's real route, in this process.
routeEmbeddedWebhooks((url, init) =>
  receiveWebhook(new NextRequest(url, { method: init?.method, headers: init?.headers, body: init?.body }), {
    params: Promise.resolve({ appId: decodeURIComponent(new URL(url).pathname.split("/").at(-1)!) }),
  }),
);
if ((await connectStoreWebhook(app)).status !== "on") throw new Error("instant updates did not turn on");
const version = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });

async function shown(state: string, deadlineMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    if ((await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).appStoreState === state)
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`the service did not show ${state} within ${deadlineMs} ms`);
}

// With instant updates: the runner drains the outbox as it does in `npm start`.
await runner.start();
const webhookMs: number[] = [];
for (let trial = 0; trial < TRIALS; trial++) {
  const state = STATES[trial % STATES.length]!;
  const waiting = shown(state, 10_000);
  await store.setVersionState(version.storeId, state);
  webhookMs.push(await waiting);
}
await runner.stop();

// Polling only: no webhook; the next round reads the version again.
await db().storeWebhook.update({ where: { appId: app.id }, data: { status: "off", reason: "bench: polling only" } });
routeEmbeddedWebhooks(() => Promise.resolve(new Response(null, { status: 404 })));
const pollMs: number[] = [];
for (let trial = 0; trial < TRIALS; trial++) {
  const state = STATES[trial % STATES.length]!;
  await store.setVersionState(version.storeId, state);
  const started = performance.now();
  await pollVersionsInReview();
  const roundMs = performance.now() - started;
  if ((await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).appStoreState !== state)
    throw new Error("the poll missed it");
  // The change came at an even spread over the round: it waited the rest of the round.
  const waitedMs = POLL_ROUND_MS * (1 - (trial + 0.5) / TRIALS);
  pollMs.push(waitedMs + roundMs);
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
};
console.log(JSON.stringify({ trials: TRIALS, webhook: summary(webhookMs), polling: summary(pollMs) }));
process.exit(0);
