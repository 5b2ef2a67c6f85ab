import "server-only";

import type { App } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { createStoreClient, type StoreClient } from "@/lib/store/client";
import type { RequestPriority } from "@/lib/store/request-budget";
import { embeddedSimulator } from "@/platform/store-simulator/embedded";

import { openPrivateKey } from "./credentials";
import { keyIdentity, sharedRequestBudget } from "./key-budget";
import { sandboxIdFor } from "./store-sandbox";

export interface AppCredentials {
  keyId: string;
  issuerId?: string | null;
  privateKey: string;
  isIndividualKey: boolean;
}

/**
 * A store client for one key, acting for `ownerId` (whose apps the work is about), drawing on
 * the key's budget shared by every client, job and instance (./key-budget.ts) at the given
 * priority: `user` unless no person waits for the work (scheduled syncs). With the built-in
 * simulator, requests go to it in-process (same HTTP semantics, no loopback through APP_URL,
 * which may not reach this process), to the owner's own sandbox.
 */
export function storeClientFor(credentials: AppCredentials, ownerId: string, priority: RequestPriority = "user"): StoreClient {
  const simulator = embeddedSimulator();
  const sandbox = sandboxIdFor(ownerId);
  return createStoreClient({
    baseUrl: env().STORE_API_BASE_URL,
    credentials: { ...credentials, issuerId: credentials.issuerId ?? undefined },
    requestBudget: sharedRequestBudget(keyIdentity(credentials, ownerId), priority),
    ...(simulator ? { fetch: (input, init) => simulator.handle(new Request(input, init), { sandbox }) } : {}),
  });
}

/** A store client with an app's own (stored, sealed) key, for its owner. */
export function storeClientForApp(app: App, priority: RequestPriority = "user"): StoreClient {
  return storeClientFor(
    { keyId: app.keyId, issuerId: app.issuerId, isIndividualKey: app.isIndividualKey, privateKey: openPrivateKey(app) },
    app.userId,
    priority,
  );
}
