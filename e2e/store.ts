import type { APIRequestContext, APIResponse } from "@playwright/test";

import { createStoreClient, type StoreClient } from "../lib/store/client";
import { createTokenProvider } from "../lib/store/token";

/**
 * The signed-in user's own sandbox of the e2e server's built-in simulator (`GET /api/store-sandbox`):
 * its address (`baseUrl`, also the root of its control plane, `${baseUrl}/_control/…`) and its own
 * team key, the one its address answers to. The apps the user registers with the demo key live there.
 */
export async function ownSandbox(
  request: APIRequestContext,
): Promise<{ baseUrl: string; keyId: string; issuerId: string; privateKey: string }> {
  const response = await request.get("/api/store-sandbox");
  if (response.status() !== 200) throw new Error(`GET /api/store-sandbox: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { baseUrl: string; keyId: string; issuerId: string; privateKey: string };
}

/**
 * The service's own App Store Connect client, pointed at the signed-in user's sandbox with its
 * own key: what a test reads through it is what "App Store Connect" holds for the user.
 */
export async function demoStore(request: APIRequestContext): Promise<StoreClient> {
  const { baseUrl, keyId, issuerId, privateKey } = await ownSandbox(request);
  return createStoreClient({ baseUrl, credentials: { keyId, issuerId, privateKey, isIndividualKey: false } });
}

/**
 * "App Store Connect" changed behind the service's back: `POST <sandbox>/_control/<action>`, signed
 * with the sandbox's own key (its control plane asks for the proof its API takes).
 */
export async function inOwnSandbox(request: APIRequestContext, action: string, data: object): Promise<APIResponse> {
  const { baseUrl, keyId, issuerId, privateKey } = await ownSandbox(request);
  const token = await createTokenProvider({ keyId, issuerId, privateKey, isIndividualKey: false }, { clock: Date.now }).token();
  return request.post(`${baseUrl}/_control/${action}`, { data, headers: { authorization: `Bearer ${token}` } });
}
