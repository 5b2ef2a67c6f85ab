import "server-only";

import type { AppCredentials } from "@/lib/apps/credentials";
import { storeClientFor } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";

/** The App Store apps `key` sees, in `ownerId`'s sandbox of the built-in simulator (with Apple, whoever asks). */
export async function storeAppsSeenBy(key: AppCredentials, ownerId: string) {
  try {
    return await storeClientFor(key, ownerId).listApps();
  } catch (error) {
    throw storeErrorToApiError(error, "the key's apps");
  }
}
