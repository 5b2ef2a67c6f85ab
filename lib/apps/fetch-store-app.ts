import "server-only";

import { storeClientFor, type AppCredentials } from "./store-client";
import { storeErrorToApiError } from "./store-errors";

export interface StoreAppInfo {
  name: string;
  bundleId: string | null;
  sku: string | null;
  primaryLocale: string | null;
}

/** Reads the app from App Store Connect with these credentials, for `ownerId`'s apps: the proof that they work. */
export async function fetchStoreApp(credentials: AppCredentials, ownerId: string, storeId: string): Promise<StoreAppInfo> {
  try {
    const { data } = await storeClientFor(credentials, ownerId).getApp(storeId, {
      "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"],
    });
    const attributes = data.attributes ?? {};
    return {
      name: attributes.name ?? storeId,
      bundleId: attributes.bundleId ?? null,
      sku: attributes.sku ?? null,
      primaryLocale: attributes.primaryLocale ?? null,
    };
  } catch (error) {
    throw storeErrorToApiError(error);
  }
}
