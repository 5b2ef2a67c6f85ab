import "server-only";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { builtInStore } from "@/lib/store/built-in-store";

import { sandboxTeamKey } from "./sandbox-key";
import { sandboxBasePath, sandboxIdFor } from "./store-sandbox";

/** The owner's own sandbox of the built-in simulator: its address, its own key, and the demo publisher in it. */
export function getStoreSandbox(ownerId: string) {
  if (!env().storeSimulatorMounted)
    throw new ApiError("not_found", "This service works with App Store Connect itself: it runs no simulator.");
  const { vendorNumber, apps } = builtInStore().demoAccount;
  const sandbox = sandboxIdFor(ownerId);
  const { keyId, issuerId, privateKey } = sandboxTeamKey(sandbox);
  return {
    baseUrl: `${env().APP_URL}${sandboxBasePath(sandbox)}`,
    keyId,
    issuerId,
    privateKey,
    vendorNumber,
    apps: apps.map(({ storeId, name, bundleId }) => ({ storeId, name, bundleId })),
  };
}
