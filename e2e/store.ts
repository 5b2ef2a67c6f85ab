import { createStoreClient, type StoreClient } from "../lib/store/client";
import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };

/**
 * The service's own App Store Connect client, pointed at the e2e server's built-in simulator with
 * the demo team key: what a test reads through it is what "App Store Connect" holds.
 */
export function demoStore(baseURL: string): StoreClient {
  return createStoreClient({
    baseUrl: `${baseURL}/store-sim`,
    credentials: {
      keyId: demoAccount.teamKey.keyId,
      issuerId: demoAccount.teamKey.issuerId,
      privateKey: demoAccount.teamKey.privateKey,
      isIndividualKey: false,
    },
  });
}
