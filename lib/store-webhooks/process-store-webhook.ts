import "server-only";

import { requestSync } from "@/lib/apps/request-sync";
import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { refreshVersion } from "@/lib/releases/refresh-version";
import { buildStateColumns } from "@/lib/store/version-rows";

/**
 * A stored delivery, applied: the version or build it names is read again from App Store Connect
 * (within the key's budget, like any read) and stored, so the service shows what the store has,
 * never only what the payload claims (it is signed, but carries only old and new values). A
 * version or build the service does not hold yet (made in App Store Connect) asks for a sync.
 * Once per delivery: a retry after it was processed does nothing.
 */
export async function processStoreWebhook(deliveryId: string): Promise<string> {
  const delivery = await db().storeWebhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { webhook: { include: { app: true } } },
  });
  if (!delivery || delivery.processedAt) return "already processed";
  const app = delivery.webhook.app;
  const outcome = await (async () => {
    if (delivery.resourceType === "appStoreVersions") {
      const version = await db().appVersion.findFirst({ where: { appId: app.id, storeId: delivery.resourceId } });
      if (!version) return syncFor(app);
      await refreshVersion(await storeClientForApp(app, { priority: "background", personWaits: false }), version, "webhook");
      return "version read again";
    }
    if (delivery.resourceType === "builds") {
      const build = await db().build.findFirst({ where: { appId: app.id, storeId: delivery.resourceId } });
      if (!build) return syncFor(app);
      const current = await (await storeClientForApp(app, { priority: "background", personWaits: false })).getBuild(build.storeId);
      if (current) await db().build.update({ where: { id: build.id }, data: buildStateColumns(current, build) });
      return "build read again";
    }
    return "ignored: not a version or a build";
  })();
  await db().storeWebhookDelivery.update({ where: { id: delivery.id }, data: { processedAt: new Date() } });
  log.info({ appId: app.id, eventId: delivery.eventId, outcome }, "store webhook processed");
  return outcome;
}

async function syncFor(app: { id: string; userId: string }): Promise<string> {
  await db().$transaction((tx) => requestSync(tx, app, "store_webhook"));
  return "sync requested";
}
