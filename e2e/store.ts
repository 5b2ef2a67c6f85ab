import type { APIRequestContext } from "@playwright/test";

import { createStoreClient, type StoreClient } from "../lib/store/client";

/**
 * The signed-in user's own sandbox of the e2e server's built-in simulator (`GET /api/store-sandbox`):
 * its address (`baseUrl`, also the root of its control plane, `${baseUrl}/_control/…`) and the
 * demo publisher's team key. The apps the user registers with the demo key live there.
 */
export async function ownSandbox(
  request: APIRequestContext,
): Promise<{ baseUrl: string; keyId: string; issuerId: string; privateKey: string }> {
  const response = await request.get("/api/store-sandbox");
  if (response.status() !== 200) throw new Error(`GET /api/store-sandbox: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { baseUrl: string; keyId: string; issuerId: string; privateKey: string };
}

/**
 * The service's own App Store Connect client, pointed at the signed-in user's sandbox with the
 * demo team key: what a test reads through it is what "App Store Connect" holds for the user.
 */
export async function demoStore(request: APIRequestContext): Promise<StoreClient> {
  const { baseUrl, keyId, issuerId, privateKey } = await ownSandbox(request);
  return createStoreClient({ baseUrl, credentials: { keyId, issuerId, privateKey, isIndividualKey: false } });
}
