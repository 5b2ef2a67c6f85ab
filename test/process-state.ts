import { SHUTDOWN_KEY } from "@/lib/system/shutdown";

/**
 * Test files share worker processes (`isolate: false` in vitest.config.mts: loading the
 * dependencies once per worker instead of once per file is most of what isolation cost), so
 * test/setup-process.ts puts each file back in the state the first one found:
 * - the environment as it was (files set their own settings at their top);
 * - none of the service's process-wide singletons (they live on globalThis so Next's bundles
 *   share them; each is built from the environment, or holds a file's database or simulator).
 */
export const PROCESS_SINGLETONS = [
  "__env",
  "__database",
  "__rateLimiters",
  "__rateLimitRedis",
  "__signInLimiters",
  "__accountEmailLimiter",
  "__passwordHashing",
  "__proxyTrust",
  "__storeSimulator",
  "__outboxDrain",
  "__logger",
  "__requestLogger",
] as const;

const state = globalThis as Record<string | symbol, unknown> & { __testBaseline?: { env: NodeJS.ProcessEnv } };

export function resetProcessState(): void {
  const baseline = (state.__testBaseline ??= { env: { ...process.env } });
  for (const name of Object.keys(process.env)) {
    if (!(name in baseline.env)) delete process.env[name];
  }
  Object.assign(process.env, baseline.env);
  (state.__rateLimitRedis as { disconnect(): void } | undefined)?.disconnect();
  for (const name of PROCESS_SINGLETONS) delete state[name];
  delete state[SHUTDOWN_KEY];
}
