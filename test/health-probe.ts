// Another user's view of the service while a test does something costly: `GET /api/health` one
// request after another, and the event loop's longest stall beside it (the server runs in the test's
// process, so a thread held by the costly work holds both). For the tests that hold the service to
// staying responsive (test/security/long-text.test.ts).
import { monitorEventLoopDelay } from "node:perf_hooks";

interface HealthProbe {
  /** Stops probing: the slowest health answer and the longest stall of the event loop, in ms. */
  stop(): Promise<{ slowestMs: number; requests: number; failures: number; longestStallMs: number }>;
}

export function probeHealth(baseUrl: string): HealthProbe {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let running = true;
  let slowestMs = 0;
  let requests = 0;
  let failures = 0;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/api/health`).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      slowestMs = Math.max(slowestMs, performance.now() - started);
      requests++;
      if (!ok) failures++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await probing;
      loop.disable();
      return { slowestMs: Math.round(slowestMs), requests, failures, longestStallMs: Math.round(loop.max / 1e6) };
    },
  };
}
