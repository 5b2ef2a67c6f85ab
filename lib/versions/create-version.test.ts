import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// The next version, made at App Store Connect through the service (the simulator keeps its
// rules: one version on its way at a time, each numbered above the last).
const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

let owner: ApiClient;
const control = () => storeSandbox(owner).control;
const versionPosts = () =>
  control()
    .requestLog()
    .filter((entry) => entry.method === "POST" && entry.path === "/v1/appStoreVersions").length;

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
});

describe("making the next version", () => {
  it("waits for the version being prepared to ship, then makes one numbered above the last, with the previous texts to start from", async () => {
    const app = await registerSyncedApp(owner, trailmix!.storeId);
    const versions = (await owner.get(`/api/apps/${app.id}/versions`)).body.items as {
      id: string;
      storeId: string;
      appStoreState: string;
      versionString: string;
      localeCount: number;
    }[];
    const prepared = versions.find((version) => version.appStoreState === "PREPARE_FOR_SUBMISSION")!;

    const early = await owner.post(`/api/apps/${app.id}/versions`, { versionString: "1.6" });
    expect(early).toMatchObject({ status: 409, body: { code: "version_in_progress" } });
    expect(early.body.detail).toContain(`Version ${prepared.versionString}`);
    expect(versionPosts()).toBe(0);

    // 1.5.0 ships (in App Store Connect), and the service learns it.
    await control().setVersionState(prepared.storeId, "READY_FOR_SALE");
    await db().appVersion.update({ where: { id: prepared.id }, data: { appStoreState: "READY_FOR_SALE" } });

    for (const versionString of ["1.5.0", "1.4.9", "1.5"]) {
      const low = await owner.post(`/api/apps/${app.id}/versions`, { versionString });
      expect(low.status, versionString).toBe(400);
      expect(low.body.errors).toEqual([{ path: "body.versionString", message: "Must be higher than 1.5.0, the latest version" }]);
    }
    for (const versionString of ["1.6.0.1", "v1.6", "", "1..6"]) {
      expect((await owner.post(`/api/apps/${app.id}/versions`, { versionString })).status, versionString).toBe(400);
    }
    expect(versionPosts()).toBe(0);

    const made = await owner.post(`/api/apps/${app.id}/versions`, { versionString: "1.6" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      versionString: "1.6",
      platform: "IOS",
      appStoreState: "PREPARE_FOR_SUBMISSION",
      editable: true,
      buildStoreId: null,
    });
    expect(made.body.localizations).toHaveLength(prepared.localeCount);
    expect(
      made.body.localizations.every(
        (localization: { whatsNew: string | null; description: string | null }) =>
          localization.whatsNew === null && localization.description,
      ),
    ).toBe(true);
    expect(versionPosts()).toBe(1);
    // Stored here at once: the list shows it first, and it can be edited.
    const listed = (await owner.get(`/api/apps/${app.id}/versions`)).body.items;
    expect(listed[0]).toMatchObject({ id: made.body.id, versionString: "1.6" });
    const edited = await owner.patch(`/api/apps/${app.id}/versions/${made.body.id}/localizations/en-US`, {
      whatsNew: "Trail photos offline.",
    });
    expect(edited.status).toBe(200);

    // The next one waits for 1.6, at the store as here.
    expect((await owner.post(`/api/apps/${app.id}/versions`, { versionString: "1.7" })).body.code).toBe("version_in_progress");
  });

  it("answers the store's refusal in its own words when the last sync did not show the version on its way, storing nothing", async () => {
    const app = await registerSyncedApp(owner, ledger!.storeId);
    // Here, every version looks shipped; at the store, 2.1.0 waits for review.
    await db().appVersion.updateMany({ where: { appId: app.id }, data: { appStoreState: "READY_FOR_SALE" } });
    const before = await db().appVersion.count({ where: { appId: app.id } });
    const refused = await owner.post(`/api/apps/${app.id}/versions`, { versionString: "2.2" });
    expect(refused).toMatchObject({ status: 409, body: { code: "store_conflict" } });
    expect(await db().appVersion.count({ where: { appId: app.id } })).toBe(before);
  });
});
