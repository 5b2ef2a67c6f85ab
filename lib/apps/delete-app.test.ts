import { expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();

it("deleting a synced app removes every row stored for it, in every table", async () => {
  const client = api.client();
  await client.registerAndSignIn();
  const app = await registerSyncedApp(client, demoAccount.apps[0]!.storeId);
  const rows = async () => ({
    apps: await db().app.count({ where: { id: app.id } }),
    appInfoLocalizations: await db().appInfoLocalization.count({ where: { appId: app.id } }),
    versions: await db().appVersion.count({ where: { appId: app.id } }),
    versionLocalizations: await db().versionLocalization.count({ where: { version: { appId: app.id } } }),
    builds: await db().build.count({ where: { appId: app.id } }),
    reviews: await db().customerReview.count({ where: { appId: app.id } }),
    experiments: await db().experiment.count({ where: { appId: app.id } }),
    salesDays: await db().salesDay.count({ where: { appId: app.id } }),
    salesReportDays: await db().salesReportDay.count({ where: { appId: app.id } }),
    syncTasks: await db().syncTask.count({ where: { appId: app.id } }),
    storeWebhooks: await db().storeWebhook.count({ where: { appId: app.id } }),
  });
  const storeWebhooks = async () =>
    (await storeSandbox(client).snapshot()).webhooks.filter((webhook) => webhook.appId === demoAccount.apps[0]!.storeId).length;
  expect(await storeWebhooks()).toBe(1);
  const before = await rows();
  expect(Object.values(before).every((count) => count > 0)).toBe(true);

  const deleted = await client.delete(`/api/apps/${app.id}?confirmationName=${encodeURIComponent(app.name)}`);
  expect(deleted.status).toBe(204);
  expect(Object.values(await rows()).every((count) => count === 0)).toBe(true);
  // Its App Store Connect webhook went with it.
  expect(await storeWebhooks()).toBe(0);
  // The user's other data is untouched.
  expect((await client.get("/api/auth/session")).body.user).toBeDefined();
});
