import "server-only";

import { NonRetriableError } from "inngest";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
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
  // Its owner watches the app's sync status: a store that does not answer within the deadline is said to be not answering.
  const client = await storeClientForApp(app, { priority, personWaits: true });
  return { app, client };
}

/** Said when a sync fails after its retries: the app keeps what it had. */
const DATA_KEPT = "The data of the last good sync is kept, and the next sync tries again.";

/**
 * How a failure inside a sync step is retried, and what the app's owner reads if it is the last
 * one (the task's error, the app's `lastSyncError`, the email and the push): a sentence, never
 * the store's or the code's own words. A refused key or a missing app will not fix itself (fail
 * now, with a reason the user can act on), and neither will a store that has not answered
 * within the deadline (each request of a sync has one): the owner reads that it is not answering
 * then, not after minutes of retries. An outage or an unusable answer retries with backoff. Apple's rate limit and the key's budget running low are no failures: they pass
 * through for the sync to wait (./run-sync-step.ts) without spending a retry. Anything else is
 * a fault of ours: logged whole, told as one.
 */
export function asStepError(error: unknown): unknown {
  if (error instanceof BudgetWaitError || isRateLimit(error)) return error;
  if (!(error instanceof StoreError)) {
    log.error({ err: error }, "sync step failed");
    return new Error(`Something went wrong on our side while syncing this app. ${DATA_KEPT}`);
  }
  switch (error.kind) {
    case "invalid_credentials":
      return new NonRetriableError("App Store Connect refused the app's key; replace it under Credentials.");
    case "forbidden":
      return new NonRetriableError("The app's key may not read this data in App Store Connect.");
    case "not_found":
      return new NonRetriableError("App Store Connect no longer has this app for the key.");
    case "timeout":
      return new NonRetriableError(`App Store Connect is not answering. ${DATA_KEPT}`);
    case "invalid_response":
      return new Error(`${error.summary ?? "App Store Connect sent an answer the service could not use."} ${DATA_KEPT}`);
    case "unavailable":
      return new Error(`App Store Connect is unavailable. ${DATA_KEPT}`);
    default:
      return new Error(`App Store Connect refused a request of the sync. ${DATA_KEPT}`);
  }
}

/** Apple's own 429: like the key's budget running out, a wait rather than a failure. */
export const isRateLimit = (error: unknown): error is StoreError => error instanceof StoreError && error.kind === "rate_limited";
