import "server-only";

import { env } from "@/lib/env";
import { createStoreClient, type StoreClient } from "@/lib/store/client";
import type { RequestPriority } from "@/lib/store/request-budget";
import { builtInStore, SIMULATOR_BASE_PATH } from "@/lib/store/built-in-store";

import { appKey, type AppCredentials } from "./credentials";
import { keyIdentity, sharedRequestBudget } from "./key-budget";
import { serveEmbeddedStore } from "./serve-embedded-store";
import { sandboxBasePath, sandboxIdFor } from "./store-sandbox";

interface StoreClientUse {
  /** Whose budget share it spends: `user` unless no person asked for the work (scheduled syncs). */
  priority?: RequestPriority;
  /**
   * Whether a person waits for each answer (a credentials check, an edit, a reply) or watches the
   * work's status (a sync): then every request ends within STORE_DEADLINE_MS, retries included.
   * Other background work retries as long as its steps allow.
   */
  personWaits?: boolean;
}

/**
 * A store client for one key, acting for `ownerId` (whose apps the work is about), drawing on
 * the key's budget shared by every client, job and instance (./key-budget.ts) at the given
 * priority. Every attempt times out after STORE_REQUEST_TIMEOUT_MS. With the built-in simulator,
 * requests go to it in-process (same HTTP semantics, no loopback through APP_URL, which may not
 * reach this process), to the owner's own sandbox.
 */
export function storeClientFor(
  credentials: AppCredentials,
  ownerId: string,
  { priority = "user", personWaits = true }: StoreClientUse = {},
): StoreClient {
  const settings = env();
  const simulator = settings.storeSimulatorMounted ? builtInStore().embedded() : null;
  const sandbox = sandboxIdFor(ownerId);
  const basePath = sandboxBasePath(sandbox);
  return createStoreClient({
    // With the simulator, the owner's sandbox's own address: the upload addresses in its answers
    // then name that sandbox, and each image has an address of its own (./store-sandbox.ts).
    baseUrl: simulator ? `${settings.STORE_API_BASE_URL.slice(0, -SIMULATOR_BASE_PATH.length)}${basePath}` : settings.STORE_API_BASE_URL,
    credentials: { ...credentials, issuerId: credentials.issuerId ?? undefined },
    timeoutMs: settings.STORE_REQUEST_TIMEOUT_MS,
    deadlineMs: personWaits ? settings.STORE_DEADLINE_MS : undefined,
    retry: { baseDelayMs: settings.STORE_RETRY_BASE_DELAY_MS },
    requestBudget: sharedRequestBudget(keyIdentity(credentials, ownerId), priority),
    ...(simulator ? { fetch: (input, init) => serveEmbeddedStore(simulator, new Request(input, init), sandbox) } : {}),
  });
}

/** A store client with the team key an app uses, for the app's owner. */
export async function storeClientForApp(app: { credentialId: string; userId: string }, use: StoreClientUse = {}): Promise<StoreClient> {
  return storeClientFor(await appKey(app), app.userId, use);
}
