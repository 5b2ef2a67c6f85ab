import "server-only";

import { NonRetriableError, RetryAfterError } from "inngest";

import { resealIfStale } from "@/lib/apps/credentials";
import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";
import type { StoreClient } from "@/lib/store/client";
import { StoreError } from "@/lib/store/errors";
import { BudgetWaitError, type RequestPriority } from "@/lib/store/request-budget";

export interface SyncContext {
  app: App;
  client: StoreClient;
}

/** The app and a store client for its key, at the sync's priority; null when the app was deleted meanwhile. */
export async function loadSyncContext(appId: string, priority: RequestPriority): Promise<SyncContext | null> {
  const app = await db().app.findUnique({ where: { id: appId } });
  if (!app) return null;
  const client = storeClientForApp(app, priority);
  await resealIfStale(app);
  return { app, client };
}

/**
 * How a store failure inside a sync step is retried: a refused key or a missing app will not
 * fix itself (fail now, with a reason the user can act on); a rate limit waits as long as the
 * store asks; an outage retries with backoff. The key's budget running low is no failure: it
 * passes through for the sync to wait (./wait-for-budget.ts) without spending a retry.
 */
export function asStepError(error: unknown): unknown {
  if (!(error instanceof StoreError) || error instanceof BudgetWaitError) return error;
  switch (error.kind) {
    case "invalid_credentials":
      return new NonRetriableError("App Store Connect refused the app's key; replace it under Credentials.");
    case "forbidden":
      return new NonRetriableError("The app's key may not read this data in App Store Connect.");
    case "not_found":
      return new NonRetriableError("App Store Connect no longer has this app for the key.");
    case "rate_limited":
      return new RetryAfterError("App Store Connect's rate limit is reached.", `${Math.ceil(error.retryAfter ?? 60)}s`);
    default:
      return new Error(`App Store Connect: ${error.message}`);
  }
}
