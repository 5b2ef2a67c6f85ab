import "server-only";

import { env } from "@/lib/env";

import { createDatabaseStateStore } from "./database-state-store";
import { createStoreSimulator, type StoreSimulator } from "./simulator";

export const SIMULATOR_BASE_PATH = "/store-sim";

const globalForSimulator = globalThis as { __storeSimulator?: StoreSimulator };

/**
 * The simulator this process serves under /store-sim when no real store is configured.
 * Its control surface (faults, latency, reset, request log) is for sandboxes only: it is
 * off whenever the service runs on PostgreSQL, i.e. as a deployment.
 */
export function embeddedSimulator(): StoreSimulator | null {
  if (!env().storeSimulatorMounted) return null;
  globalForSimulator.__storeSimulator ??= createStoreSimulator({
    basePath: SIMULATOR_BASE_PATH,
    stateStore: createDatabaseStateStore(),
    controlEnabled: env().embedded || env().NODE_ENV === "test",
  });
  return globalForSimulator.__storeSimulator;
}
