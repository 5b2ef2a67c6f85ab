import { beforeAll, describe, expect, it } from "vitest";

import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setPersonalPlan } from "@/test/personal-team";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { acceptedSizes, requiredDisplayTypes } from "./display-types";

// A version's screenshots as the sync reads them from the simulator (whose demo apps have
// screenshots in some locales and not others), over HTTP.
const api = useApi();
const trailmix = demoAccount.apps[0]!;

interface Screenshot {
  fileName: string;
  deliveryState: string;
  thumbnailUrl: string | null;
  width: number | null;
}
interface Localization {
  locale: string;
  sets: { displayType: string; displayTypeName: string; maxScreenshots: number; screenshots: Screenshot[] }[];
  previewSets: { previewTypeName: string; previews: unknown[] }[];
  missing: { name: string; displayTypes: string[] }[];
  readAt: string | null;
}

let owner: ApiClient;
let appId: string;
let versions: { id: string; appStoreState: string }[];
const versionIn = (state: string) => versions.find((version) => version.appStoreState === state)!.id;
const screenshotsOf = async (versionId: string, locale?: string) => {
  const answer = await owner.get(`/api/apps/${appId}/versions/${versionId}/screenshots${locale ? `?locale=${locale}` : ""}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { editable: boolean; localizations: Localization[] };
};

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  await setPersonalPlan(owner.userId!, "pro"); // a second manual sync in the day
  appId = (await registerSyncedApp(owner, trailmix.storeId)).id;
  versions = (await owner.get(`/api/apps/${appId}/versions`)).body.items;
});

describe("Apple's display types", () => {
  it("accept each size in both orientations on phones and tablets, in one on the Mac", () => {
    expect(acceptedSizes("APP_IPHONE_67")).toContainEqual([1320, 2868]);
    expect(acceptedSizes("APP_IPHONE_67")).toContainEqual([2868, 1320]);
    expect(acceptedSizes("APP_DESKTOP")).not.toContainEqual([800, 1280]);
  });

  it("require the 6.9-inch iPhone (or 6.5-inch), and the 13-inch iPad once the app shows iPad screenshots", () => {
    expect(requiredDisplayTypes("IOS", [])).toEqual([{ name: "6.9-inch iPhone", anyOf: ["APP_IPHONE_67", "APP_IPHONE_65"] }]);
    expect(requiredDisplayTypes("IOS", ["APP_IPAD_105"]).map((need) => need.name)).toEqual(["6.9-inch iPhone", "13-inch iPad"]);
    expect(requiredDisplayTypes("MAC_OS", ["APP_IPHONE_67"]).map((need) => need.name)).toEqual(["Mac"]);
  });
});

describe("a version's screenshots", () => {
  it("are read by the sync per locale and display type, in order, with what App Review still needs", async () => {
    const prepared = await screenshotsOf(versionIn("PREPARE_FOR_SUBMISSION"));
    expect(prepared.editable).toBe(true);
    const english = prepared.localizations.find((localization) => localization.locale === "en-US")!;
    expect(english.readAt).not.toBeNull();
    expect(english.sets.map((set) => set.displayTypeName).sort()).toEqual(["13-inch iPad", "6.9-inch iPhone"]);
    const iPhone = english.sets.find((set) => set.displayType === "APP_IPHONE_67")!;
    expect(iPhone.maxScreenshots).toBe(10);
    expect(iPhone.screenshots.length).toBeGreaterThanOrEqual(3);
    for (const shot of iPhone.screenshots) {
      expect(shot.deliveryState).toBe("COMPLETE");
      expect(shot.thumbnailUrl).toMatch(/\/_images\/.+\/300x\d+bb\.png$/);
    }
    expect(english.missing).toEqual([]);

    // Another locale has none: App Review's needs are named in words (the iPad's too: the app shows iPad screenshots).
    const other = prepared.localizations.find((localization) => localization.locale !== "en-US")!;
    expect(other.sets).toEqual([]);
    expect(other.missing.map((need) => need.name)).toEqual(["6.9-inch iPhone", "13-inch iPad"]);

    const one = await screenshotsOf(versionIn("PREPARE_FOR_SUBMISSION"), "en-US");
    expect(one.localizations.map((localization) => localization.locale)).toEqual(["en-US"]);
  });

  it("include the live version's, with its app previews; a live version's screenshots cannot change", async () => {
    const live = await screenshotsOf(versionIn("READY_FOR_SALE"), "en-US");
    expect(live.editable).toBe(false);
    expect(live.localizations[0]!.previewSets).toEqual([
      {
        id: expect.any(String),
        previewType: "IPHONE_67",
        previewTypeName: "6.9-inch iPhone",
        previews: [expect.objectContaining({ deliveryState: "COMPLETE" })],
      },
    ]);
    // The poster's thumbnail keeps the frame's proportion (the demo's is 886 × 1920), not a square.
    const [preview] = live.localizations[0]!.previewSets[0]!.previews as { posterUrl: string }[];
    expect(preview!.posterUrl).toMatch(new RegExp(`/300x${Math.round((1920 * 300) / 886)}bb\\.png$`));
  });

  it("are not read again by the next sync: none can have changed since", async () => {
    const { control } = storeSandbox(owner);
    const before = control.requestLog().length;
    expect((await owner.pull(appId)).status).toBe(202);
    await runJobs();
    const reads = control
      .requestLog()
      .slice(before)
      .filter((entry) => /appScreenshotSets|appPreviewSets/.test(entry.path));
    expect(reads).toEqual([]);
  });
});
