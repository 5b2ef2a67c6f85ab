// The simulator's ASC behaviour, over real HTTP: JSON:API shapes, parameters, errors,
// persistence, the control surface and mounting.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStoreClient } from "@/lib/store/client";
import { ASC_OPERATIONS } from "@/lib/store/spec/operations";
import { serveOverHttp } from "@/test/serve-over-http";
import { borrowToken, startSimulator, type SimulatorHarness } from "@/test/store-harness";
import { createMemoryStateStore, createStoreSimulator, demoAccount } from "./index";
import { buildSeedState } from "./seed";
import { JAPANESE_KEYWORDS_60 } from "@/test/japanese-keywords";

const trailmix = demoAccount.apps[0]!.storeId;

let h: SimulatorHarness;
let token: string;

async function get(path: string): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await h.fetch(`${h.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  h = await startSimulator();
  token = await borrowToken(h, trailmix);
});
afterAll(() => h.close());
beforeEach(() => h.sim.control.reset());

describe("demo data", () => {
  it("is deterministic and realistic", () => {
    const a = buildSeedState();
    expect(JSON.stringify(buildSeedState())).toBe(JSON.stringify(a));
    expect(JSON.stringify(buildSeedState({ seed: 1 }))).not.toBe(JSON.stringify(a));
    expect(a.apps).toHaveLength(3);
    expect(a.reviews.length).toBeGreaterThan(300);
    expect(new Set(a.reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(a.reviews.map((r) => r.territory)).size).toBeGreaterThan(10);
    expect(new Set(a.versionLocalizations.map((l) => l.locale)).size).toBeGreaterThanOrEqual(10);
    const states = new Set(a.versions.map((v) => v.appStoreState));
    expect(states.has("PREPARE_FOR_SUBMISSION") && states.has("READY_FOR_SALE")).toBe(true);
    expect(a.treatments.length).toBeGreaterThan(0);
  });
});

describe("JSON:API as ASC applies it", () => {
  it("sends X-Rate-Limit on every response, including errors", async () => {
    const ok = await get(`/v1/apps/${trailmix}`);
    expect(ok.headers.get("x-rate-limit")).toMatch(/^user-hour-lim:3600;user-hour-rem:\d+;$/);
    const unauthorized = await h.fetch(`${h.baseUrl}/v1/apps/${trailmix}`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("x-rate-limit")).toBe("user-hour-lim:3600;user-hour-rem:3600;");
  });

  it("applies fields[...] to attributes and relationships", async () => {
    const { body } = await get(`/v1/apps/${trailmix}?fields[apps]=name,appStoreVersions`);
    expect(Object.keys(body.data.attributes)).toEqual(["name"]);
    expect(Object.keys(body.data.relationships)).toEqual(["appStoreVersions"]);
    expect(body.data.relationships.appStoreVersions.links.related).toBe(`${h.baseUrl}/v1/apps/${trailmix}/appStoreVersions`);
  });

  it("includes related resources with limit[...] and meta.paging per relationship", async () => {
    const { body } = await get(
      `/v1/apps/${trailmix}/appStoreVersions?include=appStoreVersionLocalizations&limit[appStoreVersionLocalizations]=5`,
    );
    const rel = body.data[0].relationships.appStoreVersionLocalizations;
    expect(rel.data).toHaveLength(5);
    expect(rel.meta.paging).toEqual({ total: 14, limit: 5 });
    expect(body.included.filter((i: { type: string }) => i.type === "appStoreVersionLocalizations")).toHaveLength(5 * body.data.length);
  });

  it("pages with cursors in links.next and meta.paging", async () => {
    const first = await get(`/v1/apps/${trailmix}/customerReviews?limit=100&sort=rating`);
    expect(first.body.meta.paging).toMatchObject({ total: 640, limit: 100 });
    expect(first.body.data.map((r: any) => r.attributes.rating)[0]).toBe(1);
    const next = new URL(first.body.links.next);
    expect(next.searchParams.get("sort")).toBe("rating");
    const second = await get(`${next.pathname.slice("/store-sim".length)}${next.search}`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it("filters like ASC", async () => {
    const { body } = await get(`/v1/apps/${trailmix}/customerReviews?filter[rating]=1,2&filter[territory]=DEU&limit=200`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r: any) => [1, 2].includes(r.attributes.rating) && r.attributes.territory === "DEU")).toBe(true);
  });

  it("answers parameter errors with 400 PARAMETER_ERROR.*", async () => {
    expect((await get(`/v1/apps/${trailmix}?include=nonsense`)).body.errors[0].code).toBe("PARAMETER_ERROR.INVALID");
    expect((await get(`/v1/apps/${trailmix}/customerReviews?limit=500`)).status).toBe(400);
    expect((await get(`/v1/apps/${trailmix}?color=blue`)).body.errors[0]).toMatchObject({
      code: "PARAMETER_ERROR.ILLEGAL",
      source: { parameter: "color" },
    });
    expect((await get(`/v1/apps/${trailmix}/customerReviews?cursor=nope`)).status).toBe(400);
    expect((await get(`/v1/salesReports?filter[vendorNumber]=1`)).body.errors[0].code).toBe("PARAMETER_ERROR.REQUIRED");
  });

  it("answers unknown paths with 404 and wrong methods with 405", async () => {
    expect((await get(`/v1/betaGroups`)).status).toBe(404);
    expect((await get(`/v1/appStoreVersionLocalizations`)).status).toBe(405);
    expect((await get(`/v1/apps/0`)).body.errors[0]).toMatchObject({ status: "404", code: "NOT_FOUND" });
  });

  it("rejects request bodies that break Apple's schema with 422", async () => {
    // Plain fetch: this body is wrong on purpose, so it must not count as a client violation.
    const response = await fetch(`${h.baseUrl}/v1/customerReviewResponses`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { type: "customerReviewResponses", attributes: {} } }),
    });
    expect(response.status).toBe(422);
  });
});

describe("a large app on request", () => {
  it("is seeded beside the demo apps, deterministically, at the sizes asked for, and answered as ASC pages it", async () => {
    const before = await h.sim.snapshot();
    const post = (action: string, body: object) =>
      fetch(`${h.baseUrl}/_control/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const seeded = await post("large-app", { reviews: 450, versions: 60, locales: 39 });
    expect(seeded.status).toBe(201);
    const { storeId } = (await seeded.json()) as { storeId: string };
    const state = await h.sim.snapshot();
    const demoIds = new Set(demoAccount.apps.map((app) => app.storeId));
    // The demo apps' rows are exactly as they were.
    expect(state.reviews.filter((r) => demoIds.has(r.appId))).toEqual(before.reviews);
    expect(state.versions.filter((v) => demoIds.has(v.appId))).toEqual(before.versions);
    expect(state.reviews.filter((r) => r.appId === storeId)).toHaveLength(450);
    const versions = state.versions.filter((v) => v.appId === storeId);
    expect(versions).toHaveLength(60);
    expect(state.versionLocalizations.filter((l) => l.versionId === versions[0]!.id)).toHaveLength(39);

    // Seeding again replaces the app with the same data.
    await h.sim.control.seedLargeApp({ reviews: 450, versions: 60, locales: 39 });
    expect((await h.sim.snapshot()).reviews.filter((r) => r.appId === storeId)).toEqual(state.reviews.filter((r) => r.appId === storeId));
    expect((await post("large-app", { storeId: trailmix })).status).toBe(400);

    // One request for 60 versions with 39 localizations each (under ASC's 50 per relationship).
    const page = await get(
      `/v1/apps/${storeId}/appStoreVersions?include=appStoreVersionLocalizations&limit[appStoreVersionLocalizations]=50&limit=200`,
    );
    expect(page.body.data).toHaveLength(60);
    expect(page.body.included).toHaveLength(60 * 39);
    expect(page.body.links.next).toBeUndefined();
  });

  it("takes changes made in App Store Connect: a response edited, a review deleted, a version's state", async () => {
    const post = (action: string, body: object) =>
      fetch(`${h.baseUrl}/_control/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const state = await h.sim.snapshot();
    const [first, second] = state.reviews.filter((r) => r.appId === trailmix);
    expect((await post("review-response", { reviewId: first!.id, responseBody: "Edited in App Store Connect" })).status).toBe(200);
    const response = await get(`/v1/customerReviews/${first!.id}/response`);
    expect(response.body.data.attributes).toMatchObject({ responseBody: "Edited in App Store Connect", state: "PUBLISHED" });

    expect((await post("delete-review", { reviewId: second!.id })).status).toBe(200);
    expect((await get(`/v1/customerReviews/${second!.id}`)).status).toBe(404);
    expect((await post("delete-review", { reviewId: second!.id })).status).toBe(400);

    const version = state.versions.find((v) => v.appId === trailmix && v.appStoreState === "PREPARE_FOR_SUBMISSION")!;
    expect((await post("version-state", { versionId: version.id, state: "WAITING_FOR_REVIEW" })).status).toBe(200);
    expect((await get(`/v1/appStoreVersions/${version.id}`)).body.data.attributes.appStoreState).toBe("WAITING_FOR_REVIEW");
    expect((await post("version-state", { versionId: version.id, state: "LOST" })).status).toBe(400);
  });
});

describe("Apple's summaries of the reviews", () => {
  const sleepwell = demoAccount.apps[2]!.storeId;

  it("are listed per storefront and language for apps with enough reviews, with filter[platform] required", async () => {
    const { status, body } = await get(`/v1/apps/${trailmix}/customerReviewSummarizations?filter[platform]=IOS&include=territory`);
    expect(status).toBe(200);
    const where = body.data.map((summary: any) => `${summary.relationships.territory.data.id} ${summary.attributes.locale}`);
    expect(where).toEqual(["USA en-US", "GBR en-GB", "DEU de-DE", "JPN ja"]);
    expect(body.data[0]).toMatchObject({
      type: "customerReviewSummarizations",
      attributes: { platform: "IOS", text: expect.stringMatching(/^Users find the app/), createdDate: expect.any(String) },
      relationships: { territory: { data: { type: "territories", id: "USA" } } },
    });
    expect(body.included).toContainEqual(expect.objectContaining({ type: "territories", id: "DEU", attributes: { currency: "EUR" } }));

    const german = await get(`/v1/apps/${trailmix}/customerReviewSummarizations?filter[platform]=IOS&filter[territory]=DEU`);
    expect(german.body.data.map((summary: any) => summary.attributes.locale)).toEqual(["de-DE"]);
    expect((await get(`/v1/apps/${trailmix}/customerReviewSummarizations?filter[platform]=MAC_OS`)).body.data).toEqual([]);
    // Sleepwell has too few reviews for Apple to summarise: none, and no error.
    const none = await get(`/v1/apps/${sleepwell}/customerReviewSummarizations?filter[platform]=IOS`);
    expect({ status: none.status, data: none.body.data }).toEqual({ status: 200, data: [] });
    expect((await get(`/v1/apps/${trailmix}/customerReviewSummarizations`)).body.errors[0]).toMatchObject({
      code: "PARAMETER_ERROR.REQUIRED",
      source: { parameter: "filter[platform]" },
    });
  });

  it("are rewritten or withdrawn by Apple through the control surface", async () => {
    const post = (body: object) =>
      fetch(`${h.baseUrl}/_control/review-summary`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const read = async () =>
      (await get(`/v1/apps/${trailmix}/customerReviewSummarizations?filter[platform]=IOS&filter[territory]=USA`)).body.data;
    const before = await read();
    expect(
      (await post({ appStoreId: trailmix, territory: "USA", locale: "en-US", text: "Users now praise the offline maps." })).status,
    ).toBe(200);
    const after = await read();
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before[0].id);
    expect(after[0].attributes.text).toBe("Users now praise the offline maps.");
    expect((await post({ appStoreId: trailmix, territory: "USA", locale: "en-US", text: null })).status).toBe(200);
    expect(await read()).toEqual([]);
    expect((await post({ appStoreId: "nope", territory: "USA", locale: "en-US", text: "x" })).status).toBe(400);
  });

  it("are added from the seed to a state saved before they were simulated, which keeps its changes", async () => {
    const old = buildSeedState() as Partial<ReturnType<typeof buildSeedState>>;
    delete old.reviewSummaries;
    old.apps![0]!.name = "Renamed before summaries";
    const sim = createStoreSimulator({ stateStore: createMemoryStateStore(old as never) });
    const state = await sim.snapshot();
    expect(state.apps[0]!.name).toBe("Renamed before summaries");
    expect(state.reviewSummaries).toEqual(buildSeedState().reviewSummaries);
  });
});

describe("rate budget and control surface", () => {
  it("answers 429 RATE_LIMIT_EXCEEDED with Retry-After once the hourly budget is spent", async () => {
    h.sim.control.setHourlyBudget(1);
    expect((await get(`/v1/apps/${trailmix}`)).status).toBe(200);
    const limited = await get(`/v1/apps/${trailmix}`);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].code).toBe("RATE_LIMIT_EXCEEDED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("x-rate-limit")).toBe("user-hour-lim:1;user-hour-rem:0;");
  });

  it("is driven over HTTP under <prefix>/_control", async () => {
    const post = (action: string, body: unknown = {}) =>
      fetch(`${h.baseUrl}/_control/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post("fail-next", { status: 502, count: 1 })).status).toBe(200);
    expect((await get(`/v1/apps/${trailmix}`)).status).toBe(502);
    await post("latency", { ms: 30 });
    const started = Date.now();
    await get(`/v1/apps/${trailmix}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const log = (await (await fetch(`${h.baseUrl}/_control/requests`)).json()) as { requests: { status: number }[] };
    expect(log.requests.map((r) => r.status)).toEqual([502, 200]);
    await post("reset");
    expect(h.sim.control.requestLog()).toEqual([]);
  });

  it("writes only what App Store Connect could hold: a longer review text is refused, nothing added", async () => {
    const post = (body: string) =>
      fetch(`${h.baseUrl}/_control/reviews`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const review = (body: string) => JSON.stringify({ appStoreId: trailmix, rating: 1, title: "Long", body, territory: "USA" });
    const reviewCount = async () => (await get(`/v1/apps/${trailmix}/customerReviews?limit=1`)).body.meta.paging.total as number;
    const reviewsBefore = await reviewCount();
    const tooLong = await post(review("é".repeat(10_001)));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toMatch(/at most 10000 characters/);
    expect(await reviewCount()).toBe(reviewsBefore);
    // Apple's own longest review body is taken whole: 10,000 characters, each two UTF-16 units.
    expect((await post(review("😀".repeat(10_000)))).status).toBe(201);
  });

  it("hides the control surface unless enabled", async () => {
    const sim = createStoreSimulator({ basePath: "/store-sim" });
    const response = await sim.handle(new Request("http://x/store-sim/_control/requests"));
    expect(response.status).toBe(404);
  });
});

describe("state", () => {
  it("persists changes through the state store and survives a new simulator instance", async () => {
    const store = createMemoryStateStore();
    const first = createStoreSimulator({ basePath: "/sim", stateStore: store });
    const server = await serveOverHttp((request) => first.handle(request));
    const client = createStoreClient({ baseUrl: `${server.origin}/sim`, credentials: { ...demoAccount.teamKey, isIndividualKey: false } });
    const version = (await client.listAppStoreVersions(trailmix, { "filter[appStoreState]": ["PREPARE_FOR_SUBMISSION"] })).data[0]!;
    const [loc] = await client.listVersionLocalizations(version.id);
    await client.updateVersionLocalization(loc!.id, { whatsNew: "Persisted" });
    await server.close();

    const second = createStoreSimulator({ basePath: "/sim", stateStore: store });
    const again = await serveOverHttp((request) => second.handle(request));
    const client2 = createStoreClient({ baseUrl: `${again.origin}/sim`, credentials: { ...demoAccount.teamKey, isIndividualKey: false } });
    expect((await client2.listVersionLocalizations(version.id)).find((l) => l.id === loc!.id)?.attributes?.whatsNew).toBe("Persisted");
    await again.close();
  });
});

describe("limits in Apple's units", () => {
  it("refuses keywords over 100 bytes (a 60-character Japanese field) and keywords of two characters, changing nothing", async () => {
    const client = createStoreClient({
      baseUrl: h.baseUrl,
      credentials: { ...demoAccount.teamKey, isIndividualKey: false },
      fetch: h.fetch,
    });
    const version = (await client.listAppStoreVersions(trailmix, { "filter[appStoreState]": ["PREPARE_FOR_SUBMISSION"] })).data[0]!;
    const [loc] = await client.listVersionLocalizations(version.id);
    const before = loc!.attributes?.keywords;
    for (const keywords of [JAPANESE_KEYWORDS_60, "hiking,ai,maps"]) {
      const refusal = await client.updateVersionLocalization(loc!.id, { keywords }).then(
        () => null,
        (error: { status?: number; entries?: { code: string }[] }) => error,
      );
      expect(refusal?.status, keywords).toBe(409);
      expect(refusal?.entries?.[0]?.code).toBe("ENTITY_ERROR.ATTRIBUTE.INVALID");
    }
    // 33 Japanese characters are 99 bytes: accepted.
    const fits = "写真編集".repeat(8) + "写";
    await client.updateVersionLocalization(loc!.id, { keywords: fits });
    expect((await client.listVersionLocalizations(version.id)).find((l) => l.id === loc!.id)?.attributes?.keywords).toBe(fits);
    expect(before).not.toBe(fits);
  });
});

describe("reads of every resource it holds", () => {
  async function post(path: string, body: unknown): Promise<{ id: string }> {
    const response = await h.fetch(`${h.baseUrl}${path}`, {
      method: path.includes("/appStoreVersions/") ? "PATCH" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBeLessThan(300);
    return ((await response.json()) as { data: { id: string } }).data;
  }

  /**
   * The version being prepared, made ready to ship through the API (a build, App Review
   * information, a phased release, a submission holding it), so every relationship the
   * description reads has something on the other end.
   */
  async function preparedVersion(): Promise<{ version: string; build: string; detail: string; submission: string }> {
    const s = await h.sim.snapshot();
    const version = s.versions.find((v) => v.appId === trailmix && v.appStoreState === "PREPARE_FOR_SUBMISSION")!;
    const attached = new Set(s.versions.map((v) => v.buildId));
    const build = s.builds.find((b) => b.appId === trailmix && b.processingState === "VALID" && !b.expired && !attached.has(b.id))!;
    const ref = (type: string, id: string) => ({ data: { type, id } });
    await post(`/v1/appStoreVersions/${version.id}`, {
      data: { type: "appStoreVersions", id: version.id, relationships: { build: ref("builds", build.id) } },
    });
    const detail = await post("/v1/appStoreReviewDetails", {
      data: {
        type: "appStoreReviewDetails",
        attributes: { notes: "Sign in with the demo account." },
        relationships: { appStoreVersion: ref("appStoreVersions", version.id) },
      },
    });
    await post("/v1/appStoreVersionPhasedReleases", {
      data: { type: "appStoreVersionPhasedReleases", relationships: { appStoreVersion: ref("appStoreVersions", version.id) } },
    });
    const submission = await post("/v1/reviewSubmissions", {
      data: { type: "reviewSubmissions", attributes: { platform: "IOS" }, relationships: { app: ref("apps", trailmix) } },
    });
    await post("/v1/reviewSubmissionItems", {
      data: {
        type: "reviewSubmissionItems",
        relationships: { reviewSubmission: ref("reviewSubmissions", submission.id), appStoreVersion: ref("appStoreVersions", version.id) },
      },
    });
    return { version: version.id, build: build.id, detail: detail.id, submission: submission.id };
  }

  /** One row of each type, chosen so that its relationships have something on the other end. */
  async function samples(): Promise<Record<string, string>> {
    const prepared = await preparedVersion();
    const s = await h.sim.snapshot();
    const version = s.versions.find((v) => v.id === prepared.version)!;
    const reviewWithResponse = s.reviews.find((r) => s.reviewResponses.some((x) => x.reviewId === r.id))!;
    const experiment = s.experiments.find((e) => s.treatments.some((t) => t.experimentId === e.id))!;
    let report = s.analyticsReportRequests[0];
    if (!report) {
      const created = await h.fetch(`${h.baseUrl}/v1/analyticsReportRequests`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          data: {
            type: "analyticsReportRequests",
            attributes: { accessType: "ONGOING" },
            relationships: { app: { data: { type: "apps", id: trailmix } } },
          },
        }),
      });
      report = ((await created.json()) as { data: { id: string } }).data as never;
    }
    // Disabled: nothing the other tests change is sent anywhere.
    const webhook = await post("/v1/webhooks", {
      data: {
        type: "webhooks",
        attributes: {
          name: "Releases",
          url: "https://hooks.example.com/asc",
          secret: "s3cret",
          enabled: false,
          eventTypes: ["APP_STORE_VERSION_APP_VERSION_STATE_UPDATED"],
        },
        relationships: { app: { data: { type: "apps", id: trailmix } } },
      },
    });
    return {
      apps: trailmix,
      appInfos: s.appInfos.find((i) => i.appId === trailmix)!.id,
      appInfoLocalizations: s.appInfoLocalizations[0]!.id,
      appStoreVersions: version.id,
      appStoreVersionLocalizations: s.versionLocalizations.find((l) => l.versionId === version.id)!.id,
      builds: version.buildId!,
      customerReviews: reviewWithResponse.id,
      customerReviewResponses: s.reviewResponses[0]!.id,
      appStoreVersionExperiments: experiment.id,
      appStoreVersionExperimentTreatments: s.treatments[0]!.id,
      analyticsReportRequests: report!.id,
      appStoreReviewDetails: prepared.detail,
      reviewSubmissions: prepared.submission,
      webhooks: webhook.id,
      // Seeded: the demo apps' screenshots and Trailmix's app preview.
      appScreenshotSets: s.screenshotSets[0]!.id,
      appScreenshots: s.screenshots[0]!.id,
      appPreviewSets: s.previewSets[0]!.id,
      appPreviews: s.previews[0]!.id,
    };
  }

  it("answers every GET of the description for one of its resources, as the description shapes it", async () => {
    const ids = await samples();
    const templates = Object.entries(ASC_OPERATIONS)
      .filter(([template, methods]) => template.includes("{id}") && methods.includes("get"))
      .map(([template]) => template);
    expect(templates.length).toBeGreaterThan(35);
    // Parameters the description requires.
    const required: Record<string, string> = { "/v1/apps/{id}/customerReviewSummarizations": "?filter[platform]=IOS" };
    for (const template of templates) {
      const type = template.split("/")[2]!;
      const response = await get(template.replace("{id}", ids[type]!) + (required[template] ?? ""));
      expect({ template, status: response.status }).toEqual({ template, status: 200 });
      expect(response.body.data).toBeTruthy();
    }
  });

  it("reads one version localization, and answers 404 for an unknown one", async () => {
    const { appStoreVersionLocalizations: id } = await samples();
    const { status, body } = await get(`/v1/appStoreVersionLocalizations/${id}?fields[appStoreVersionLocalizations]=locale,keywords`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: "appStoreVersionLocalizations", id });
    expect(Object.keys(body.data.attributes).sort()).toEqual(expect.arrayContaining(["locale"]));
    expect(body.data.attributes.description).toBeUndefined();
    expect((await get(`/v1/appStoreVersionLocalizations/no-such-id`)).status).toBe(404);
  });

  it("lists a relationship's linkage with the same ids as the related collection, paged", async () => {
    const related = await get(`/v1/apps/${trailmix}/customerReviews?limit=5`);
    const linkage = await get(`/v1/apps/${trailmix}/relationships/customerReviews?limit=5`);
    expect(linkage.status).toBe(200);
    expect(linkage.body.data).toHaveLength(5);
    expect(linkage.body.data.every((item: { type: string }) => item.type === "customerReviews")).toBe(true);
    expect(linkage.body.meta.paging.total).toBe(related.body.meta.paging.total);
    expect(linkage.body.links.next).toContain("cursor=");
  });

  it("filters the apps collection by an attribute, and refuses a filter it does not implement", async () => {
    const app = demoAccount.apps[0]!;
    const { body } = await get(`/v1/apps?filter[bundleId]=${encodeURIComponent(app.bundleId)}`);
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([trailmix]);
    expect((await get(`/v1/apps?filter[appStoreVersions]=x`)).status).toBe(400);
  });
});

describe("conformance", () => {
  it("every response in this file validates against Apple's description", () => {
    expect(h.checkedResponses()).toBeGreaterThan(15);
    expect(h.violations).toEqual([]);
  });
});
