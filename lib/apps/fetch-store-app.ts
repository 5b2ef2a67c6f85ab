import "server-only";

import { oneLine } from "@/lib/text/one-line";

import type { AppCredentials } from "./credentials";
import { storeClientFor } from "./store-client";
import { storeErrorToApiError } from "./store-errors";

interface StoreAppInfo {
  name: string;
  bundleId: string | null;
  sku: string | null;
  primaryLocale: string | null;
}

/**
 * The app's name as we keep it (`App.name`), from the store's: one line, without control or
 * direction characters, since it heads our pages, admin lists, email subjects and push titles.
 * Apple's own limit is 30 characters; `fallback` when the store gives none.
 */
export const storeAppName = (name: string | null | undefined, fallback: string): string => oneLine(name ?? "", 200, fallback);

/** Reads the app from App Store Connect with these credentials, for `ownerId`'s apps: the proof that they work. */
export async function fetchStoreApp(credentials: AppCredentials, ownerId: string, storeId: string): Promise<StoreAppInfo> {
  try {
    const { data } = await storeClientFor(credentials, ownerId).getApp(storeId, {
      "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"],
    });
    const attributes = data.attributes ?? {};
    return {
      name: storeAppName(attributes.name, storeId),
      bundleId: attributes.bundleId ?? null,
      sku: attributes.sku ?? null,
      primaryLocale: attributes.primaryLocale ?? null,
    };
  } catch (error) {
    throw storeErrorToApiError(error);
  }
}
