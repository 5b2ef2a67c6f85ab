import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { characterCount } from "./schemas";
import { JAPANESE_KEYWORDS_60 } from "@/test/japanese-keywords";

const api = useApi();
const [trailmix, , sleepwell] = demoAccount.apps;

interface VersionItem {
  id: string;
  storeId: string;
  versionString: string;
  appStoreState: string;
  editable: boolean;
  editableFields: string[];
  storeCreatedAt: string | null;
  buildStoreId: string | null;
  localeCount: number;
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string; storeId: string };
let strangerApp: { id: string; storeId: string };
let editable: VersionItem;
let live: VersionItem;

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

/** The owner's sandbox of the store simulator: what App Store Connect holds for its apps. */
const simulator = () => storeSandbox(owner);

/** The simulator's copy of a version's localization: what App Store Connect holds. */
async function storeLocalization(versionStoreId: string, locale: string) {
  const state = await simulator().snapshot();
  return state.versionLocalizations.find((row) => row.versionId === versionStoreId && row.locale === locale);
}

const localizationPath = (version: { id: string }, locale: string) => `/api/apps/${app.id}/versions/${version.id}/localizations/${locale}`;

beforeAll(async () => {
  owner = await newUser();
  app = await registerSyncedApp(owner, trailmix!.storeId);
  stranger = await newUser();
  strangerApp = await registerSyncedApp(stranger, sleepwell!.storeId);
  const items = (await owner.get(`/api/apps/${app.id}/versions`)).body.items as VersionItem[];
  editable = items.find((item) => item.appStoreState === "PREPARE_FOR_SUBMISSION")!;
  live = items.find((item) => item.appStoreState === "READY_FOR_SALE")!;
});

// Edits below change the owner's store data, which every test of this file shares.
afterEach(async () => {
  await simulator().control.reset();
});

describe("listing versions", () => {
  it("lists the kept versions newest first, with what each one's state lets change", async () => {
    const response = await owner.get(`/api/apps/${app.id}/versions`);
    expect(response.status).toBe(200);
    const items = response.body.items as VersionItem[];
    const stored = await db().appVersion.findMany({ where: { appId: app.id }, include: { _count: { select: { localizations: true } } } });
    expect(items).toHaveLength(stored.length);
    expect(items.map((item) => item.versionString)).toEqual(["1.5.0", "1.4.2", "1.4.1", "1.4.0"]);
    const dates = items.map((item) => Date.parse(item.storeCreatedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ appStoreState: "PREPARE_FOR_SUBMISSION", editable: true, buildStoreId: null, localeCount: 14 });
    expect(items[0]!.editableFields.sort()).toEqual([
      "description",
      "keywords",
      "marketingUrl",
      "promotionalText",
      "supportUrl",
      "whatsNew",
    ]);
    expect(items[1]).toMatchObject({
      appStoreState: "READY_FOR_SALE",
      editable: false,
      editableFields: ["promotionalText"],
      buildStoreId: expect.any(String),
    });
    expect(items[2]).toMatchObject({ appStoreState: "REPLACED_WITH_NEW_VERSION", editable: false, editableFields: [] });
    for (const item of items) {
      const row = stored.find((candidate) => candidate.id === item.id)!;
      expect(item).toMatchObject({
        storeId: row.storeId,
        platform: row.platform,
        releaseType: row.releaseType,
        localeCount: row._count.localizations,
      });
    }
  });

  it("answers 404 for another user's app", async () => {
    const response = await stranger.get(`/api/apps/${app.id}/versions`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
  });
});

describe("reading a version", () => {
  it("gives the version with its localizations by locale", async () => {
    const response = await owner.get(`/api/apps/${app.id}/versions/${live.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: live.id, versionString: "1.4.2", appStoreState: "READY_FOR_SALE", localeCount: 14 });
    const locales = response.body.localizations.map((localization: { locale: string }) => localization.locale);
    expect(locales).toEqual([...locales].sort());
    expect(locales).toHaveLength(14);
    const row = await db().versionLocalization.findFirstOrThrow({ where: { versionId: live.id, locale: "en-US" } });
    expect(response.body.localizations.find((localization: { locale: string }) => localization.locale === "en-US")).toEqual({
      etag: expect.any(String),
      locale: "en-US",
      description: row.description,
      keywords: row.keywords,
      promotionalText: row.promotionalText,
      whatsNew: row.whatsNew,
      marketingUrl: row.marketingUrl,
      supportUrl: row.supportUrl,
    });
  });

  it("answers 404 for an unknown version, another app's version and another user's app", async () => {
    const otherVersion = await db().appVersion.findFirstOrThrow({ where: { appId: strangerApp.id } });
    for (const [client, path] of [
      [owner, `/api/apps/${app.id}/versions/00000000-0000-7000-8000-000000000000`],
      [owner, `/api/apps/${app.id}/versions/${otherVersion.id}`],
      [stranger, `/api/apps/${app.id}/versions/${live.id}`],
    ] as const) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe("not_found");
    }
  });
});

describe("changing a version's localization", () => {
  it("writes every field to the store, stores it, and counts characters (keywords: bytes), not UTF-16 units", async () => {
    const keywords = "🥾".repeat(25); // 100 bytes of UTF-8
    expect(keywords.length).toBe(50);
    const changes = {
      description: "Plan hikes offline. ".repeat(200).slice(0, 4000),
      keywords,
      promotionalText: "⛰".repeat(170),
      whatsNew: "New trail maps.",
      marketingUrl: "https://example.com/trailmix/new",
      supportUrl: "http://example.com/help?topic=trails",
    };
    // The URLs do not answer here (no network): the precheck's findings are acknowledged.
    const response = await owner.patch(localizationPath(editable, "de-DE"), { ...changes, acknowledgeWarnings: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ locale: "de-DE", ...changes, etag: expect.any(String) });

    expect(await storeLocalization(editable.storeId, "de-DE")).toMatchObject(changes);
    const detail = await owner.get(`/api/apps/${app.id}/versions/${editable.id}`);
    expect(detail.body.localizations.find((localization: { locale: string }) => localization.locale === "de-DE")).toEqual({
      locale: "de-DE",
      ...changes,
      // The same version of the locale the edit answered.
      etag: response.body.etag,
    });
    // Other locales are untouched.
    const english = await db().versionLocalization.findFirstOrThrow({ where: { versionId: editable.id, locale: "en-US" } });
    expect(english.keywords).toBe("planner,tracker,offline,sync,widgets");
  });

  it("changes only the fields given, clears one given null, and a re-sync finds the change in the store", async () => {
    const before = await db().versionLocalization.findFirstOrThrow({ where: { versionId: editable.id, locale: "fr-FR" } });
    const response = await owner.patch(localizationPath(editable, "fr-FR"), { keywords: "randonnée,carte", marketingUrl: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      keywords: "randonnée,carte",
      marketingUrl: null,
      description: before.description,
      whatsNew: before.whatsNew,
    });

    expect((await owner.pull(app.id)).status).toBe(202);
    await runJobs();
    const after = await db().versionLocalization.findFirstOrThrow({ where: { versionId: editable.id, locale: "fr-FR" } });
    expect(after).toMatchObject({ id: before.id, keywords: "randonnée,carte", marketingUrl: null, description: before.description });
  });

  it("adds a locale the version does not have yet", async () => {
    expect(await db().versionLocalization.count({ where: { versionId: editable.id, locale: "fr-CA" } })).toBe(0);
    const response = await owner.patch(localizationPath(editable, "fr-CA"), {
      description: "Planifiez vos randonnées.",
      keywords: "rando",
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      etag: expect.any(String),
      locale: "fr-CA",
      description: "Planifiez vos randonnées.",
      keywords: "rando",
      promotionalText: null,
      whatsNew: null,
      marketingUrl: null,
      supportUrl: null,
    });
    expect(await storeLocalization(editable.storeId, "fr-CA")).toMatchObject({
      description: "Planifiez vos randonnées.",
      keywords: "rando",
    });
    const detail = await owner.get(`/api/apps/${app.id}/versions/${editable.id}`);
    expect(detail.body.localeCount).toBe(15);

    // A later change updates the same localization, in the store and here.
    const again = await owner.patch(localizationPath(editable, "fr-CA"), { whatsNew: "Première version canadienne." });
    expect(again.body).toMatchObject({ description: "Planifiez vos randonnées.", whatsNew: "Première version canadienne." });
    const state = await simulator().snapshot();
    expect(state.versionLocalizations.filter((row) => row.versionId === editable.storeId && row.locale === "fr-CA")).toHaveLength(1);
    expect(await db().versionLocalization.count({ where: { versionId: editable.id, locale: "fr-CA" } })).toBe(1);
  });

  it("changes only the promotional text of the live version: other fields are the store's 409 store_conflict", async () => {
    const before = await db().versionLocalization.findFirstOrThrow({ where: { versionId: live.id, locale: "en-US" } });
    const refused = await owner.patch(localizationPath(live, "en-US"), { description: "Rewritten." });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("store_conflict");
    expect(refused.body.errors).toEqual([{ path: "body.description", message: expect.stringContaining("READY_FOR_SALE") }]);
    expect(refused.body.detail).toContain("promotionalText");
    expect((await storeLocalization(live.storeId, "en-US"))!.description).toBe(before.description);
    expect(await db().versionLocalization.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);

    // Nothing is half-applied when an allowed field comes with a forbidden one.
    const mixed = await owner.patch(localizationPath(live, "en-US"), { promotionalText: "Summer sale!", keywords: "xyz" });
    expect(mixed.status).toBe(409);
    expect((await storeLocalization(live.storeId, "en-US"))!.promotionalText).toBe(before.promotionalText);

    const promoted = await owner.patch(localizationPath(live, "en-US"), { promotionalText: "Summer sale!" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ promotionalText: "Summer sale!", description: before.description });
    expect((await storeLocalization(live.storeId, "en-US"))!.promotionalText).toBe("Summer sale!");
    expect((await db().versionLocalization.findUniqueOrThrow({ where: { id: before.id } })).promotionalText).toBe("Summer sale!");
  });

  it("cannot add a locale to the live version (409 store_conflict)", async () => {
    const response = await owner.patch(localizationPath(live, "fr-CA"), { promotionalText: "Bonjour" });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("store_conflict");
    expect(await db().versionLocalization.count({ where: { versionId: live.id, locale: "fr-CA" } })).toBe(0);
  });

  it("runs the agent's precheck on a manual edit: 422 precheck_failed with each finding, saved when acknowledged", async () => {
    const before = await storeLocalization(editable.storeId, "en-US");
    const text = { promotionalText: "Now on Android too! Lorem ipsum", description: "Plan hikes. TODO: screenshots" };
    const refused = await owner.patch(localizationPath(editable, "en-US"), text);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("precheck_failed");
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.description", message: expect.stringContaining('"TODO"'), rule: "placeholder_text", severity: "warning" },
        { path: "body.promotionalText", message: expect.stringContaining('"Android"'), rule: "other_platforms", severity: "warning" },
        { path: "body.promotionalText", message: expect.stringContaining('"Lorem ipsum"'), rule: "placeholder_text", severity: "warning" },
      ]),
    );
    expect(refused.body.errors).toHaveLength(3);
    const url = await owner.patch(localizationPath(editable, "en-US"), { supportUrl: "https://127.0.0.1/help" });
    expect(url.status).toBe(422);
    expect(url.body.errors).toEqual([
      { path: "body.supportUrl", message: expect.stringContaining("does not answer"), rule: "unreachable_urls", severity: "warning" },
    ]);
    // Nothing reached the store.
    expect(await storeLocalization(editable.storeId, "en-US")).toEqual(before);

    const acknowledged = await owner.patch(localizationPath(editable, "en-US"), { ...text, acknowledgeWarnings: true });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject(text);
    expect(await storeLocalization(editable.storeId, "en-US")).toMatchObject(text);
    // Limits are never waived.
    const over = await owner.patch(localizationPath(editable, "en-US"), { keywords: "k".repeat(101), acknowledgeWarnings: true });
    expect(over.status).toBe(400);
  });

  it("refuses a 60-character Japanese keyword field: App Store Connect counts keywords in bytes", async () => {
    const response = await owner.patch(localizationPath(editable, "ja"), { keywords: JAPANESE_KEYWORDS_60 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: "body.keywords", message: expect.stringContaining("100 bytes") }]);
    const short = await owner.patch(localizationPath(editable, "ja"), { keywords: "ハイキング,地図" });
    expect(short.body.errors).toEqual([{ path: "body.keywords", message: expect.stringContaining('"地図"') }]);
    expect((await storeLocalization(editable.storeId, "ja"))!.keywords).not.toBe(JAPANESE_KEYWORDS_60);
  });

  it("lists each invalid field, checking App Store Connect's limits in characters (keywords in bytes)", async () => {
    const response = await owner.patch(localizationPath(editable, "en-US"), {
      keywords: "k".repeat(101),
      description: "d".repeat(4001),
      promotionalText: "🥾".repeat(171),
      whatsNew: 42,
      marketingUrl: "ftp://example.com/file",
      supportUrl: "not a url",
      copyright: "2026",
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("validation_failed");
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(
      [
        "body.copyright",
        "body.description",
        "body.keywords",
        "body.marketingUrl",
        "body.promotionalText",
        "body.supportUrl",
        "body.whatsNew",
      ].sort(),
    );
    expect(response.body.errors.find((error: { path: string }) => error.path === "body.keywords").message).toContain("100");
    expect(characterCount("🥾".repeat(171))).toBe(171);

    const tooLongUrl = await owner.patch(localizationPath(editable, "en-US"), { supportUrl: `https://example.com/${"a".repeat(2000)}` });
    expect(tooLongUrl.body.errors).toEqual([{ path: "body.supportUrl", message: expect.stringContaining("2000") }]);
    for (const body of [{}, undefined]) {
      const empty = await owner.patch(localizationPath(editable, "en-US"), body);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([{ path: "body", message: expect.any(String) }]);
    }
    // Nothing reached the store.
    expect((await storeLocalization(editable.storeId, "en-US"))!.keywords).toBe("planner,tracker,offline,sync,widgets");
  });

  it("answers 404 for an unknown version, an unknown locale and another user's app", async () => {
    const cases = [
      [owner, `/api/apps/${app.id}/versions/00000000-0000-7000-8000-000000000000/localizations/en-US`],
      [owner, localizationPath(editable, "xx-XX")],
      [owner, localizationPath(editable, "en-us")],
      [stranger, localizationPath(editable, "en-US")],
    ] as const;
    for (const [client, path] of cases) {
      const response = await client.patch(path, { promotionalText: "Hi" });
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe("not_found");
    }
    expect(await db().versionLocalization.count({ where: { versionId: editable.id, locale: { in: ["xx-XX", "en-us"] } } })).toBe(0);
  });

  it("maps a store outage to 502 and stores nothing", async () => {
    const before = await db().versionLocalization.findFirstOrThrow({ where: { versionId: editable.id, locale: "ja" } });
    simulator().control.failNext({ status: 503, count: 10, retryAfter: 0 });
    const response = await owner.patch(localizationPath(editable, "ja"), { keywords: "ハイキング" });
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("store_unavailable");
    expect(await db().versionLocalization.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);
  });
});
