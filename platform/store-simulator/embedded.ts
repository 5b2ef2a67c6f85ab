import "server-only";

import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";
import { PUBLIC_SANDBOX, provideBuiltInStore, SIMULATOR_BASE_PATH } from "@/lib/store/built-in-store";

import { createDatabaseStateStore } from "./database-state-store";
import { demoAccount, demoKeys } from "./demo-account";
import { createSandboxedSimulator, type SandboxedSimulator } from "./sandboxes";

export type { SandboxedSimulator };

export { PUBLIC_SANDBOX, SIMULATOR_BASE_PATH };

/** Where the service receives App Store Connect's webhooks (lib/store-webhooks). */
export const STORE_WEBHOOK_PATH = "/api/store/webhooks/";

/**
 * The embedded store's webhooks reach this service only: a delivery to any address but the
 * service's own receiver (`{APP_URL}/api/store/webhooks/…`) is refused, so holding the demo keys
 * (whose private halves are public) cannot make this server POST anywhere else. A test serving the
 * routes on a port of its own points deliveries there (`routeEmbeddedWebhooks`).
 */
const toOwnReceiver: typeof fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const receiver = `${env().APP_URL}${STORE_WEBHOOK_PATH}`;
  if (!url.startsWith(receiver)) return Promise.reject(new Error("the embedded store delivers webhooks to this service only"));
  const route = processSingleton<{ to: ((url: string, init?: RequestInit) => Promise<Response>) | null }>("embeddedWebhookRoute", () => ({
    to: null,
  }));
  return route.to ? route.to(url, init) : fetch(url, init);
};

/** For a test whose routes listen elsewhere than APP_URL: where the embedded store's deliveries go (null: APP_URL). */
export function routeEmbeddedWebhooks(to: ((url: string, init?: RequestInit) => Promise<Response>) | null): void {
  processSingleton<{ to: typeof to }>("embeddedWebhookRoute", () => ({ to: null })).to = to;
}

/**
 * The simulator this process serves under /store-sim when no real store is configured: a set
 * of sandboxes, each with its state in its own `StoreSimulatorState` row (the row id is the
 * sandbox id). Which address reaches which sandbox, with which keys, is the service's
 * (lib/apps/serve-embedded-store.ts). Its HTTP control surface (`…/_control/*`: faults, latency,
 * reset, request log) can break a sandbox's syncs, so it is served only when
 * STORE_SIMULATOR_CONTROL=1 (a sandbox or a test setup that asks for it), and an account's sandbox
 * asks for its own key there as its API does; otherwise those paths answer 404 like any unknown
 * store path. Tests in this process use a sandbox's `control` directly.
 */
export function embeddedSimulator(): SandboxedSimulator | null {
  if (!env().storeSimulatorMounted) return null;
  return processSingleton("storeSimulator", () =>
    createSandboxedSimulator({
      basePath: SIMULATOR_BASE_PATH,
      stateStoreFor: createDatabaseStateStore,
      controlEnabled: env().STORE_SIMULATOR_CONTROL === "1",
      webhookFetch: toOwnReceiver,
      // Only ever to the service's own address (above), which is http on a developer's machine.
      allowInsecureWebhookUrls: true,
    }),
  );
}

/**
 * Hands this process's simulator to the service's code (lib/store/built-in-store.ts): called at
 * start by instrumentation.ts, the test setup and the benchmarks that use it.
 */
export function provideEmbeddedStore(): void {
  provideBuiltInStore({ embedded: embeddedSimulator, demoKeys, demoAccount });
}
