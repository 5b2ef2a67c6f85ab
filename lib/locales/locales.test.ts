import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { ASC_LOCALES } from "@/lib/store/locales";
import { localeCompleteness } from "./locale-completeness";

const api = useApi();
const [trailmix, ledger, sleepwell] = demoAccount.apps;

interface AppLocale {
  locale: string;
  localeName: string;
  primary: boolean;
  filled: string[];
  missing: string[];
  complete: boolean;
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string };

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

const ALL_FIELDS = [
  "name",
  "subtitle",
  "description",
  "keywords",
  "promotionalText",
  "whatsNew",
  "supportUrl",
  "marketingUrl",
  "privacyPolicyUrl",
];

beforeAll(async () => {
  owner = await newUser();
  app = await registerSyncedApp(owner, trailmix!.storeId);
  stranger = await newUser();
});

afterEach(async () => {
  await storeSandbox(owner).control.reset();
});

describe("App Store Connect's locales", () => {
  it("lists every supported locale with its English name, to signed-in users only", async () => {
    expect((await api.client().get("/api/locales")).status).toBe(401);
    const response = await owner.get("/api/locales");
    expect(response.status).toBe(200);
    const items = response.body.items as { locale: string; name: string }[];
    expect(items.map((item) => item.locale)).toEqual([...ASC_LOCALES]);
    expect(items).toHaveLength(39);
    const names = Object.fromEntries(items.map((item) => [item.locale, item.name]));
    expect(names).toMatchObject({
      "en-US": "American English",
      "de-DE": "German (Germany)",
      "zh-Hans": "Simplified Chinese",
      ja: "Japanese",
      no: "Norwegian",
      "pt-BR": "Brazilian Portuguese",
    });
    expect(items.every((item) => item.name !== item.locale)).toBe(true);
  });
});

describe("an app's locales", () => {
  it("checks the editable version and the editable app info, primary locale first", async () => {
    const response = await owner.get(`/api/apps/${app.id}/locales`);
    expect(response.status).toBe(200);
    const { version, appInfoState, items } = response.body as {
      version: Record<string, unknown>;
      appInfoState: string;
      items: AppLocale[];
    };
    const editable = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });
    expect(version).toEqual({
      id: editable.id,
      versionString: "1.5.0",
      appStoreState: "PREPARE_FOR_SUBMISSION",
      editable: true,
      firstVersion: false,
    });
    expect(appInfoState).toBe("PREPARE_FOR_SUBMISSION");
    expect(items).toHaveLength(14);
    expect(items[0]).toEqual({
      locale: "en-US",
      localeName: "American English",
      primary: true,
      filled: ALL_FIELDS,
      missing: [],
      complete: true,
    });
    const rest = items.slice(1).map((item) => item.locale);
    expect(rest).toEqual([...rest].sort());
    expect(items.slice(1).every((item) => !item.primary)).toBe(true);
  });

  it("lists what each locale misses, using the version's and the app info's texts", async () => {
    const editable = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });
    // Through the API (the store first): What's New cleared, keywords blanked, a new locale with only a description.
    expect(
      (await owner.patch(`/api/apps/${app.id}/versions/${editable.id}/localizations/de-DE`, { whatsNew: null, keywords: "   " })).status,
    ).toBe(200);
    expect(
      (await owner.patch(`/api/apps/${app.id}/versions/${editable.id}/localizations/fr-CA`, { description: "Randonnées" })).status,
    ).toBe(200);
    // The editable app info's Japanese name is gone; the live app info still has one, which does not count.
    const infos = await db().appInfoLocalization.findMany({ where: { appId: app.id, locale: "ja" } });
    expect(infos.map((info) => info.appInfoState).sort()).toEqual(["PREPARE_FOR_SUBMISSION", "READY_FOR_DISTRIBUTION"]);
    await db().appInfoLocalization.updateMany({
      where: { appId: app.id, locale: "ja", appInfoState: "PREPARE_FOR_SUBMISSION" },
      data: { name: null, subtitle: null },
    });

    const items = (await owner.get(`/api/apps/${app.id}/locales`)).body.items as AppLocale[];
    expect(items).toHaveLength(15);
    const of = (locale: string) => items.find((item) => item.locale === locale)!;
    expect(of("de-DE")).toMatchObject({ missing: ["keywords", "whatsNew"], complete: false });
    expect(of("de-DE").filled).not.toContain("keywords");
    expect(of("fr-CA")).toMatchObject({
      localeName: "Canadian French",
      filled: ["description"],
      missing: ["name", "keywords", "whatsNew", "supportUrl"],
      complete: false,
    });
    expect(of("ja")).toMatchObject({ missing: ["name"], complete: false });
    expect(of("ja").filled).not.toContain("subtitle");
    expect(of("en-US").complete).toBe(true);
  });

  it("falls back to the newest version and the live app info when nothing is editable", async () => {
    const client = await newUser();
    const pocketLedger = await registerSyncedApp(client, ledger!.storeId);
    const body = (await client.get(`/api/apps/${pocketLedger.id}/locales`)).body;
    expect(body.version).toMatchObject({
      versionString: "2.1.0",
      appStoreState: "WAITING_FOR_REVIEW",
      editable: false,
      firstVersion: false,
    });
    expect(body.appInfoState).toBe("READY_FOR_DISTRIBUTION");
    expect(body.items).toHaveLength(11);
    expect(body.items.every((item: AppLocale) => item.complete)).toBe(true);
  });

  it("does not ask What's New of the first version", async () => {
    const client = await newUser();
    const sleep = await registerSyncedApp(client, sleepwell!.storeId);
    // Only the first version left, as before the app was ever released; the seed gives it no What's New.
    const versions = await db().appVersion.findMany({ where: { appId: sleep.id }, orderBy: { storeCreatedAt: "asc" } });
    await db().appVersion.deleteMany({ where: { id: { in: versions.slice(1).map((version) => version.id) } } });
    const body = (await client.get(`/api/apps/${sleep.id}/locales`)).body;
    expect(body.version).toMatchObject({ id: versions[0]!.id, versionString: "1.0.0", firstVersion: true });
    const first = body.items[0] as AppLocale;
    expect(first.filled).not.toContain("whatsNew");
    expect(first).toMatchObject({ missing: [], complete: true });
  });

  it("answers 404 for another user's app, and lists an app without versions by its app info", async () => {
    const response = await stranger.get(`/api/apps/${app.id}/locales`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");

    const client = await newUser();
    const bare = await registerSyncedApp(client, sleepwell!.storeId);
    await db().appVersion.deleteMany({ where: { appId: bare.id } });
    const body = (await client.get(`/api/apps/${bare.id}/locales`)).body;
    expect(body.version).toBeNull();
    expect(body.items[0]).toMatchObject({
      locale: "en-US",
      filled: ["name", "subtitle", "privacyPolicyUrl"],
      missing: ["description", "keywords", "supportUrl"],
      complete: false,
    });
  });
});

describe("locale completeness", () => {
  it("treats blank text as missing and needs What's New only when asked", () => {
    const texts = { name: "Trailmix", description: "Hikes", keywords: "hike", supportUrl: "https://example.com", whatsNew: " \n" };
    expect(localeCompleteness(texts, { whatsNewRequired: false })).toEqual({
      filled: ["name", "description", "keywords", "supportUrl"],
      missing: [],
      complete: true,
    });
    expect(localeCompleteness(texts, { whatsNewRequired: true })).toEqual({
      filled: ["name", "description", "keywords", "supportUrl"],
      missing: ["whatsNew"],
      complete: false,
    });
    expect(localeCompleteness({}, { whatsNewRequired: true }).missing).toEqual([
      "name",
      "description",
      "keywords",
      "whatsNew",
      "supportUrl",
    ]);
  });
});
