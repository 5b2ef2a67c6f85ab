import { defineConfig } from "vitest/config";

import base from "../../vitest.config.mts";

// Runs the leak guard's fixtures (test/process-state.test.ts starts this in a child process):
// files that leave work behind on purpose, with the suite's setup, in one worker.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["test/leak-guard/*.fixture.ts"], exclude: [], maxWorkers: 1 },
});
