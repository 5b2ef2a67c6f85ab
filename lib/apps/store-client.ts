import "server-only";

import type { App } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { createStoreClient, type StoreClient } from "@/lib/store/client";
import { embeddedSimulator } from "@/platform/store-simulator/embedded";

import { openPrivateKey } from "./credentials";

export interface AppCredentials {
  keyId: string;
  issuerId?: string | null;
  privateKey: string;
  isIndividualKey: boolean;
}

/**
 * A store client for one key. With the built-in simulator, requests go to it in-process
 * (same HTTP semantics, no loopback through APP_URL, which may not reach this process).
 */
export function storeClientFor(credentials: AppCredentials): StoreClient {
  const simulator = embeddedSimulator();
  return createStoreClient({
    baseUrl: env().STORE_API_BASE_URL,
    credentials: { ...credentials, issuerId: credentials.issuerId ?? undefined },
    ...(simulator ? { fetch: (input, init) => simulator.handle(new Request(input, init)) } : {}),
  });
}

/** A store client with an app's own (stored, sealed) key. */
export function storeClientForApp(app: App): StoreClient {
  return storeClientFor({
    keyId: app.keyId,
    issuerId: app.issuerId,
    isIndividualKey: app.isIndividualKey,
    privateKey: openPrivateKey(app),
  });
}
