import { z } from "zod";

import { callServeHandler, type ServeHandler } from "../sdk-transport";

/** Inngest's default: 3 retries, so 4 attempts. */
const DEFAULT_RETRIES = 3;

const concurrencyEntry = z.union([z.number(), z.object({ limit: z.number(), key: z.string().optional(), scope: z.string().optional() })]);

/** The parts of an in-band sync answer the runner acts on. */
const syncedFunction = z.object({
  id: z.string(),
  triggers: z.array(z.union([z.object({ event: z.string(), expression: z.string().optional() }), z.object({ cron: z.string() })])),
  steps: z.record(z.string(), z.object({ retries: z.object({ attempts: z.number() }).optional() })),
  concurrency: z.union([concurrencyEntry, z.array(concurrencyEntry)]).optional(),
  /** Not applied here: its presence is refused (below). */
  singleton: z.unknown().optional(),
  cancel: z.array(z.object({ event: z.string(), if: z.string().optional(), timeout: z.string().optional() })).optional(),
});

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
  // Running a second run that `singleton` promised would not exist is worse than not starting:
  // a concurrency limit of 1 over the same key is what this runner offers instead.
  if (fn.singleton != null) {
    throw new Error(`The embedded runner does not apply \`singleton\` (function ${fn.id}): use \`concurrency: { key, limit: 1 }\``);
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
    cancel: fn.cancel ?? [],
  };
}
