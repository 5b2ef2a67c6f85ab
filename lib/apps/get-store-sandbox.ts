import "server-only";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { demoAccount } from "@/platform/store-simulator";

import { sandboxBasePath, sandboxIdFor } from "./store-sandbox";

/** The owner's own sandbox of the built-in simulator: its address and the demo publisher in it. */
export function getStoreSandbox(ownerId: string) {
  if (!env().storeSimulatorMounted)
    throw new ApiError("not_found", "This service works with App Store Connect itself: it runs no simulator.");
  const { teamKey, vendorNumber, apps } = demoAccount;
  return {
    baseUrl: `${env().APP_URL}${sandboxBasePath(sandboxIdFor(ownerId))}`,
    keyId: teamKey.keyId,
    issuerId: teamKey.issuerId,
    privateKey: teamKey.privateKey,
    vendorNumber,
    apps: apps.map(({ storeId, name, bundleId }) => ({ storeId, name, bundleId })),
  };
}
