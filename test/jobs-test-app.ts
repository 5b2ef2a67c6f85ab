// A test Inngest app for the runner's tests: real functions, served by the real serve()
// handler, that count their side effects so tests can assert each step ran exactly once.
import { randomBytes } from "node:crypto";

import { Inngest, NonRetriableError } from "inngest";
import { serve } from "inngest/next";

import { jobLogger, outboxFetch, type ServeHandler } from "@/platform/jobs";

export const signingKey = `signkey-test-${randomBytes(32).toString("hex")}`;

/** Side effects per `<run key>:<step>`: how often each step body really executed. */
export const executions = new Map<string, number>();
const count = (key: string) => executions.set(key, (executions.get(key) ?? 0) + 1);

/** How many times a flaky step should fail before it succeeds, per run key. */
export const failuresLeft = new Map<string, number>();

/** Steps can be held open to interrupt a run mid-way. */
export const gates = new Map<string, Promise<void>>();

export const client = new Inngest({
  id: "runner-test",
  isDev: false,
  signingKey,
  eventKey: "test",
  checkpointing: false,
  fetch: outboxFetch as typeof fetch,
  logger: jobLogger,
});

const steps = client.createFunction(
  { id: "three-steps", triggers: [{ event: "test/steps" }], retries: 3 },
  async ({ event, step, logger }) => {
    const key = String(event.data.key);
    logger.info(`starting ${key}`);
    const a = await step.run("a", () => (count(`${key}:a`), 1));
    const b = await step.run("b", async () => {
      count(`${key}:b`);
      await gates.get(key);
      const left = failuresLeft.get(key) ?? 0;
      if (left > 0) {
        failuresLeft.set(key, left - 1);
        throw new Error(`flaky failure, ${left} left`);
      }
      return 2;
    });
    const c = await step.run("c", () => (count(`${key}:c`), 3));
    return { sum: a + b + c };
  },
);

const fatal = client.createFunction({ id: "fatal", triggers: [{ event: "test/fatal" }], retries: 5 }, async ({ step }) => {
  await step.run("refuse", () => {
    throw new NonRetriableError("this input can never work");
  });
});

const parallel = client.createFunction({ id: "parallel", triggers: [{ event: "test/parallel" }] }, async ({ event, step }) => {
  const key = String(event.data.key);
  const results = await Promise.all(["p1", "p2", "p3"].map((name) => step.run(name, () => (count(`${key}:${name}`), name))));
  return results;
});

const napper = client.createFunction({ id: "napper", triggers: [{ event: "test/nap" }] }, async ({ event, step }) => {
  const key = String(event.data.key);
  await step.run("before", () => count(`${key}:before`));
  await step.sleep("short-nap", "10m");
  return step.run("after", () => (count(`${key}:after`), "rested"));
});

const ticker = client.createFunction({ id: "ticker", triggers: [{ cron: "*/15 * * * *" }] }, async ({ step }) => {
  await step.run("tick", () => count("ticker:tick"));
});

const cancellable = client.createFunction(
  { id: "cancellable", triggers: [{ event: "test/cancellable" }], cancelOn: [{ event: "test/cancel", match: "data.key" }] },
  async ({ event, step }) => {
    await step.sleep("nap", "1h");
    await step.run("after", () => count(`${String(event.data.key)}:after`));
  },
);

// What the SDK offers and the embedded runner does not do: each run must fail, saying so.
const waiter = client.createFunction({ id: "waiter", triggers: [{ event: "test/wait" }] }, async ({ event, step }) => {
  await step.run("before", () => count(`${String(event.data.key)}:before`));
  return step.waitForEvent("approval", { event: "test/approve", timeout: "1h" });
});

const invoker = client.createFunction({ id: "invoker", triggers: [{ event: "test/invoke" }] }, async ({ event, step }) => {
  return step.invoke("call-steps", { function: steps, data: { key: `${String(event.data.key)}-invoked` } });
});

/** Keys of onFailure calls, with the error message they saw. */
export const failures = new Map<string, string>();

const withFailureHandler = client.createFunction(
  {
    id: "with-failure-handler",
    triggers: [{ event: "test/doomed" }],
    retries: 0,
    onFailure: async ({ event, error }) => {
      failures.set(String(event.data.event.data.key), error.message);
    },
  },
  async ({ step }) => {
    await step.run("explode", () => {
      throw new Error("kaboom");
    });
  },
);

/** Steps in flight right now, and how often a step was found already in flight (must stay 0). */
export const inFlight = new Set<string>();
export const overlaps = { count: 0, maxGroupConcurrency: 0 };
const groupRunning = new Map<string, number>();

const tracked = client.createFunction(
  { id: "tracked", triggers: [{ event: "test/tracked" }], concurrency: { limit: 1, key: "event.data.group" } },
  async ({ event, step }) => {
    const key = String(event.data.key);
    const group = String(event.data.group);
    for (const name of ["s1", "s2", "s3"]) {
      await step.run(name, async () => {
        const id = `${key}:${name}`;
        if (inFlight.has(id)) overlaps.count++;
        inFlight.add(id);
        groupRunning.set(group, (groupRunning.get(group) ?? 0) + 1);
        overlaps.maxGroupConcurrency = Math.max(overlaps.maxGroupConcurrency, groupRunning.get(group)!);
        await new Promise((resolve) => setTimeout(resolve, 3));
        groupRunning.set(group, groupRunning.get(group)! - 1);
        inFlight.delete(id);
        count(id);
      });
    }
  },
);

/** The most runs of `limited` seen in a step at once: in all, and in one group. */
export const limitedPeak = { total: 0, group: 0 };
let limitedRunning = 0;
const limitedInGroup = new Map<string, number>();

/** Two concurrency limits, as Inngest allows: two runs per group, three in all. */
const limited = client.createFunction(
  {
    id: "limited",
    triggers: [{ event: "test/limited" }],
    concurrency: [{ key: "event.data.group", limit: 2 }, { limit: 3 }],
  },
  async ({ event, step }) => {
    const group = String(event.data.group);
    await step.run("work", async () => {
      limitedRunning++;
      limitedInGroup.set(group, (limitedInGroup.get(group) ?? 0) + 1);
      limitedPeak.total = Math.max(limitedPeak.total, limitedRunning);
      limitedPeak.group = Math.max(limitedPeak.group, limitedInGroup.get(group)!);
      await new Promise((resolve) => setTimeout(resolve, 30));
      limitedInGroup.set(group, limitedInGroup.get(group)! - 1);
      limitedRunning--;
    });
  },
);

const relay = client.createFunction({ id: "relay", triggers: [{ event: "test/relay" }] }, async ({ event, step }) => {
  // Starts another function's run through the outbox.
  await step.sendEvent("forward", { name: "test/steps", data: { key: String(event.data.key) } });
});

const alarm = client.createFunction({ id: "alarm", triggers: [{ event: "test/alarm" }] }, async ({ event, step }) => {
  await step.sleepUntil("until", new Date(String(event.data.at)));
  await step.run("ring", () => count(`${String(event.data.key)}:ring`));
});

export function testHandler(): ServeHandler {
  return serve({
    client,
    functions: [steps, fatal, parallel, napper, ticker, cancellable, waiter, invoker, withFailureHandler, tracked, limited, relay, alarm],
  }) as unknown as ServeHandler;
}

/** An app of one function that asks for `singleton`, which the embedded runner refuses to sync. */
/** A handler whose one function (`runner-test-options-once`) sets `options` on top of an event trigger. */
export function handlerWithOptions(options: Record<string, unknown>): ServeHandler {
  const other = new Inngest({ id: "runner-test-options", isDev: false, signingKey, eventKey: "test", checkpointing: false });
  const once = other.createFunction(
    { id: "once", triggers: [{ event: "test/once" }], ...options } as { id: string; triggers: { event: string }[] },
    async ({ step }) => step.run("work", () => "done"),
  );
  return serve({ client: other, functions: [once] }) as unknown as ServeHandler;
}
