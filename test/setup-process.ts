import { afterAll, vi } from "vitest";

import { endFile, startFile, workerBaseline } from "./process-state";

// Runs before each test file (test/process-state.ts): the worker's baseline environment (taken
// here, before its first file), a new generation of the service's singletons, and the project's
// own modules evaluated afresh (their module-level caches included); packages in node_modules
// stay loaded for the worker's life. After the file's own teardown, `endFile` stops and reports
// what it left running and closes every singleton.
workerBaseline();
const file = startFile();
vi.resetModules();
// The built-in store as the server has it from instrumentation.ts, from this file's own modules.
(await import("@/platform/store-simulator/embedded")).provideEmbeddedStore();
afterAll(() => endFile(file));
