import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { App, StoreWebhook } from "@/lib/db/generated/client";

import type { instantUpdates } from "./schemas";

export const toInstantUpdatesView = (app: App, webhook: StoreWebhook | null): z.input<typeof instantUpdates> => ({
  on: webhook?.status === "on",
  lastDeliveryAt: webhook?.lastDeliveryAt?.toISOString() ?? null,
  reason: webhook?.status === "off" ? webhook.reason : null,
  pollingMinutes: app.pullInterval,
});

/** The app's instant updates, for any member. */
export async function getInstantUpdates(userId: string, appId: string): Promise<z.input<typeof instantUpdates>> {
  const app = await getAppOrThrow(userId, appId);
  return toInstantUpdatesView(app, await db().storeWebhook.findUnique({ where: { appId: app.id } }));
}
