import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

interface AppInfoBody {
  storeId: string | null;
  state: string | null;
  editableFields: string[];
  localizations: { locale: string; name: string | null; subtitle: string | null; privacyPolicyUrl: string | null }[];
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string; storeId: string };
let liveOnly: { id: string; storeId: string };

/** The owner's sandbox of the store simulator: what App Store Connect holds for its apps. */
const simulator = () => storeSandbox(owner);

/** The simulator's copy of an app info localization: what App Store Connect holds. */
async function storeLocalization(appInfoStoreId: string, locale: string) {
  const state = await simulator().snapshot();
  return state.appInfoLocalizations.find((row) => row.appInfoId === appInfoStoreId && row.locale === locale);
}

const storeWrites = () =>
  simulator()
    .control.requestLog()
    .filter((entry) => entry.method !== "GET");

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

beforeAll(async () => {
  owner = await newUser();
  app = await registerSyncedApp(owner, trailmix!.storeId);
  liveOnly = await registerSyncedApp(owner, ledger!.storeId);
  stranger = await newUser();
});

// Edits change the owner's store data, which every test of this file shares.
afterEach(async () => {
  await simulator().control.reset();
});

describe("reading the app information", () => {
  it("shows the app info being prepared, with every field editable, by locale", async () => {
    const response = await owner.get(`/api/apps/${app.id}/app-info`);
    expect(response.status).toBe(200);
    const body = response.body as AppInfoBody;
    const state = await simulator().snapshot();
    const prepared = state.appInfos.find((info) => info.appId === trailmix!.storeId && info.state === "PREPARE_FOR_SUBMISSION")!;
    expect(body).toMatchObject({
      storeId: prepared.id,
      state: "PREPARE_FOR_SUBMISSION",
      editableFields: ["name", "subtitle", "privacyPolicyUrl"],
    });
    expect(body.localizations).toHaveLength(14);
    expect(body.localizations.map((item) => item.locale)).toEqual(body.localizations.map((item) => item.locale).sort());
    expect(body.localizations.find((item) => item.locale === "en-US")).toEqual({
      etag: expect.any(String),
      locale: "en-US",
      name: "Trailmix: Hiking Planner",
      subtitle: expect.any(String),
      privacyPolicyUrl: "https://example.com/trailmix/privacy",
    });
  });

  it("shows the live app info when none is prepared: only the privacy policy URL can change", async () => {
    const body = (await owner.get(`/api/apps/${liveOnly.id}/app-info`)).body as AppInfoBody;
    expect(body).toMatchObject({ state: "READY_FOR_DISTRIBUTION", editableFields: ["privacyPolicyUrl"] });
    expect(body.localizations).toHaveLength(11);
  });

  it("answers 404 for another user's app", async () => {
    const response = await stranger.get(`/api/apps/${app.id}/app-info`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
    expect((await stranger.patch(`/api/apps/${app.id}/app-info/localizations/en-US`, { subtitle: "Mine now" })).status).toBe(404);
  });
});

describe("changing a locale's name, subtitle and privacy policy URL", () => {
  const path = (locale: string, target = app) => `/api/apps/${target.id}/app-info/localizations/${locale}`;

  it("writes a valid subtitle to App Store Connect, then stores it", async () => {
    const before = (await owner.get(`/api/apps/${app.id}/app-info`)).body as AppInfoBody;
    const response = await owner.patch(path("de-DE"), {
      subtitle: "Wandern leicht gemacht",
      privacyPolicyUrl: "https://example.com/de/datenschutz",
      // example.com does not resolve here: the precheck's finding is acknowledged.
      acknowledgeWarnings: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      etag: expect.any(String),
      locale: "de-DE",
      name: "Trailmix: Hiking Planner",
      subtitle: "Wandern leicht gemacht",
      privacyPolicyUrl: "https://example.com/de/datenschutz",
    });
    expect(await storeLocalization(before.storeId!, "de-DE")).toMatchObject({
      subtitle: "Wandern leicht gemacht",
      privacyPolicyUrl: "https://example.com/de/datenschutz",
    });
    const stored = await db().appInfoLocalization.findFirstOrThrow({
      where: { appId: app.id, appInfoStoreId: before.storeId!, locale: "de-DE" },
    });
    expect(stored.subtitle).toBe("Wandern leicht gemacht");
    // A subtitle can be cleared.
    expect((await owner.patch(path("de-DE"), { subtitle: null })).body.subtitle).toBeNull();
    expect((await storeLocalization(before.storeId!, "de-DE"))!.subtitle).toBeNull();
  });

  it("refuses a subtitle over 30 characters and a name outside 2 to 30, before asking the store", async () => {
    simulator().control.clearRequestLog();
    const cases: [Record<string, unknown>, string][] = [
      [{ subtitle: "Plan every hike, trail and summit" }, "body.subtitle"],
      [{ name: "T" }, "body.name"],
      [{ name: "   " }, "body.name"],
      [{ name: "Trailmix: The Hiking Planner App" }, "body.name"],
      [{ privacyPolicyUrl: "example.com/privacy" }, "body.privacyPolicyUrl"],
      [{ name: null }, "body.name"],
      [{ subtitle: "ok", promotionalText: "not an app info field" }, "body.promotionalText"],
      [{}, "body"],
    ];
    for (const [body, field] of cases) {
      const response = await owner.patch(path("en-US"), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    }
    expect(storeWrites()).toEqual([]);
    // Counted in characters: thirty emoji fit.
    expect((await owner.patch(path("en-US"), { subtitle: "🥾".repeat(30) })).status).toBe(200);
  });

  it("adds a locale with its name, and refuses to add one without a name", async () => {
    const info = (await owner.get(`/api/apps/${app.id}/app-info`)).body as AppInfoBody;
    const missing = await owner.patch(path("fi"), { subtitle: "Retkeily" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "body.name", message: "Required to add a locale" }]);
    const added = await owner.patch(path("fi"), { name: "Trailmix", subtitle: "Retkeily" });
    expect(added.status).toBe(200);
    expect(await storeLocalization(info.storeId!, "fi")).toMatchObject({ name: "Trailmix", subtitle: "Retkeily" });
    const after = (await owner.get(`/api/apps/${app.id}/app-info`)).body as AppInfoBody;
    expect(after.localizations.map((item) => item.locale)).toContain("fi");
    // Not a locale App Store Connect supports.
    expect((await owner.patch(path("xx-XX"), { name: "Trailmix" })).status).toBe(404);
  });

  it("changes only the privacy policy URL of a live app info; the store's refusal of the name names the field", async () => {
    const refused = await owner.patch(path("en-US", liveOnly), { name: "Pocket Ledger Pro" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("store_conflict");
    expect(refused.body.detail).toContain("READY_FOR_DISTRIBUTION");
    expect(refused.body.errors).toEqual([
      { path: "body.name", message: "Cannot change while the app information is READY_FOR_DISTRIBUTION" },
    ]);
    const stored = await db().appInfoLocalization.findFirstOrThrow({ where: { appId: liveOnly.id, locale: "en-US" } });
    expect(stored.name).toBe("Pocket Ledger");

    const changed = await owner.patch(path("en-US", liveOnly), {
      privacyPolicyUrl: "https://example.com/ledger/privacy-2026",
      acknowledgeWarnings: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.privacyPolicyUrl).toBe("https://example.com/ledger/privacy-2026");
  });

  it("stores nothing when the store is down", async () => {
    simulator().control.failNext({ status: 503, count: 10 });
    const response = await owner.patch(path("it"), { subtitle: "Escursioni" });
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("store_unavailable");
    const stored = await db().appInfoLocalization.findFirstOrThrow({
      where: { appId: app.id, locale: "it", appInfoState: "PREPARE_FOR_SUBMISSION" },
    });
    expect(stored.subtitle).not.toBe("Escursioni");
  });
});
