import { z } from "zod";

import { callServeHandler, type ServeHandler } from "../sdk-transport";

/** Inngest's default: 3 retries, so 4 attempts. */
const DEFAULT_RETRIES = 3;

const concurrencyEntry = z.union([z.number(), z.object({ limit: z.number(), key: z.string().optional(), scope: z.string().optional() })]);

/** The parts of an in-band sync answer the runner acts on; the rest is kept to be refused (below). */
const syncedFunction = z.looseObject({
  id: z.string(),
  triggers: z.array(
    z.union([
      z.object({ event: z.string(), expression: z.string().optional() }),
      z.object({ cron: z.string(), jitter: z.string().optional() }),
    ]),
  ),
  steps: z.record(z.string(), z.object({ retries: z.object({ attempts: z.number() }).optional() })),
  concurrency: z.union([concurrencyEntry, z.array(concurrencyEntry)]).optional(),
  cancel: z.array(z.looseObject({ event: z.string(), if: z.string().optional() })).optional(),
});

/**
 * What a function may set and this runner applies (`name` it only shows). Inngest's other options
 * (`singleton`, `throttle`, `debounce`, `rateLimit`, `batchEvents`, `priority`, `idempotency`,
 * `timeouts`, a cron's `jitter`, a cancellation's `timeout`) it would drop silently, so a function
 * could pass every test here and behave otherwise on Inngest: they are refused when the functions
 * are loaded.
 */
const APPLIED_OPTIONS = new Set(["id", "name", "triggers", "steps", "concurrency", "cancel"]);

/** The options `fn` sets that the runner does not apply, as `option` or `part.option`. */
function unappliedOptions(fn: z.infer<typeof syncedFunction>): string[] {
  const set = (value: unknown) => value !== undefined && value !== null;
  return [
    ...Object.entries(fn).flatMap(([option, value]) => (!APPLIED_OPTIONS.has(option) && set(value) ? [option] : [])),
    ...fn.triggers.flatMap((trigger) => ("cron" in trigger && set(trigger.jitter) ? ["cron.jitter"] : [])),
    ...(fn.cancel ?? []).flatMap((cancel) => (set(cancel.timeout) ? ["cancelOn.timeout"] : [])),
  ];
}

export interface FunctionConfig {
  id: string;
  /** The function's id without the app prefix: its queue in the admin views. */
  queueName: string;
  eventTriggers: { event: string; expression?: string }[];
  crons: string[];
  maxAttempts: number;
  /** Every concurrency limit the function sets (Inngest allows two), each over its own key. */
  concurrency: { limit: number; key?: string }[];
  cancel: { event: string; if?: string }[];
}

/** Asks the serve handler for its functions, as an Inngest server does on an in-band sync. */
export async function syncFunctions(handler: ServeHandler, signingKey: string): Promise<FunctionConfig[]> {
  const answer = await callServeHandler(handler, signingKey, {
    method: "PUT",
    query: "",
    body: { url: "http://embedded-runner.local/api/inngest" },
    headers: { "x-inngest-sync-kind": "in_band" },
  });
  if (answer.status !== 200) throw new Error(`Function sync failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { app_id: appId, functions } = z.object({ app_id: z.string(), functions: z.array(syncedFunction) }).parse(answer.body);
  return functions.map((fn) => toConfig(appId, fn));
}

function toConfig(appId: string, fn: z.infer<typeof syncedFunction>): FunctionConfig {
  // Running what an option promised would not run (a second run `singleton` forbids, a burst
  // `throttle` spreads out) is worse than not starting. For `singleton`, a concurrency limit of 1
  // over the same key is what this runner offers instead.
  const unapplied = unappliedOptions(fn);
  if (unapplied.length) {
    throw new Error(
      `The embedded runner does not apply ${unapplied.map((option) => `\`${option}\``).join(", ")} (function ${fn.id})` +
        (unapplied.includes("singleton") ? ": use `concurrency: { key, limit: 1 }` for `singleton`" : ""),
    );
  }
  const retries = fn.steps.step?.retries?.attempts ?? DEFAULT_RETRIES;
  return {
    id: fn.id,
    queueName: fn.id.startsWith(`${appId}-`) ? fn.id.slice(appId.length + 1) : fn.id,
    eventTriggers: fn.triggers.flatMap((trigger) => ("event" in trigger ? [trigger] : [])),
    crons: fn.triggers.flatMap((trigger) => ("cron" in trigger ? [trigger.cron] : [])),
    maxAttempts: retries + 1,
    concurrency: [fn.concurrency ?? []]
      .flat()
      .map((entry) => (typeof entry === "number" ? { limit: entry } : { limit: entry.limit, key: entry.key }))
      // A limit of 0 sets none (Inngest's rule).
      .filter((entry) => entry.limit > 0),
    cancel: (fn.cancel ?? []).map((cancel) => ({ event: cancel.event, if: cancel.if })),
  };
}
