import "server-only";

import { env } from "@/lib/env";

import { createDatabaseStateStore } from "./database-state-store";
import { createStoreSimulator, type StoreSimulator } from "./simulator";

export const SIMULATOR_BASE_PATH = "/store-sim";

const globalForSimulator = globalThis as { __storeSimulator?: StoreSimulator };

/**
 * The simulator this process serves under /store-sim when no real store is configured.
 * Its HTTP control surface (`/store-sim/_control/*`: faults, latency, reset, request log) would
 * let anyone break every user's syncs or read the request log, so it is served only when
 * STORE_SIMULATOR_CONTROL=1 (a sandbox or a test setup that asks for it); otherwise those paths
 * answer 404 like any unknown store path. Tests in this process use `control` directly.
 */
export function embeddedSimulator(): StoreSimulator | null {
  if (!env().storeSimulatorMounted) return null;
  globalForSimulator.__storeSimulator ??= createStoreSimulator({
    basePath: SIMULATOR_BASE_PATH,
    stateStore: createDatabaseStateStore(),
    controlEnabled: env().STORE_SIMULATOR_CONTROL === "1",
  });
  return globalForSimulator.__storeSimulator;
}
