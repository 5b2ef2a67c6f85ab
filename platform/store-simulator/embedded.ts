import "server-only";

import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";

import { createDatabaseStateStore } from "./database-state-store";
import { createSandboxedSimulator, type SandboxedSimulator } from "./sandboxes";

export const SIMULATOR_BASE_PATH = "/store-sim";

/**
 * The sandbox plain `/store-sim/…` serves: for people calling the simulator directly
 * (docs/dashboard.md). No account's apps live in it; each account's have a sandbox of their own.
 */
export const PUBLIC_SANDBOX = "public";

/**
 * Webhook deliveries go nowhere until the service's own receiver is wired in: with the global
 * fetch, anyone holding the demo keys could make this server POST to any https URL they name
 * (an address inside its network included). Each delivery is recorded as failed.
 */
const noWebhookReceiver: typeof fetch = () => Promise.reject(new Error("webhook deliveries are not wired in this process"));

/**
 * The simulator this process serves under /store-sim when no real store is configured: a set
 * of sandboxes, each with its state in its own `StoreSimulatorState` row (the row id is the
 * sandbox id). Its HTTP control surface (`…/_control/*`: faults, latency, reset, request log)
 * would let anyone who knows a sandbox's address break its syncs or read its request log, so it
 * is served only when STORE_SIMULATOR_CONTROL=1 (a sandbox or a test setup that asks for it);
 * otherwise those paths answer 404 like any unknown store path. Tests in this process use a
 * sandbox's `control` directly.
 */
export function embeddedSimulator(): SandboxedSimulator | null {
  if (!env().storeSimulatorMounted) return null;
  return processSingleton("storeSimulator", () =>
    createSandboxedSimulator({
      basePath: SIMULATOR_BASE_PATH,
      stateStoreFor: createDatabaseStateStore,
      controlEnabled: env().STORE_SIMULATOR_CONTROL === "1",
      webhookFetch: noWebhookReceiver,
    }),
  );
}
