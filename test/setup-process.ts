import { vi } from "vitest";

import { resetProcessState } from "./process-state";

// Runs before each test file: the environment and singletons as the worker's first file found
// them, and the project's own modules evaluated afresh (their module-level caches included);
// packages in node_modules stay loaded for the worker's life.
resetProcessState();
vi.resetModules();
