// The client against the simulator over real HTTP (client -> node:http -> simulator).

import { generateKeyPairSync } from "node:crypto";
import { inspect } from "node:util";
import { SignJWT, importPKCS8 } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_SUMMARY_TEXT_LIMIT } from "./answers";
import { createStoreClient } from "./client";
import { StoreError } from "./errors";
import { demoAccount } from "@/platform/store-simulator";
import { startSimulator, type SimulatorHarness } from "@/test/store-harness";

const [trailmix, ledger, sleepwell] = demoAccount.apps.map((app) => app.storeId) as [string, string, string];

function foreignPem(): string {
  return generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

async function expectStoreError(promise: Promise<unknown>, kind: StoreError["kind"], status?: number): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).kind).toBe(kind);
  if (status !== undefined) expect((error as StoreError).status).toBe(status);
  return error as StoreError;
}

let h: SimulatorHarness;
beforeAll(async () => {
  h = await startSimulator();
});
afterAll(() => h.close());
beforeEach(() => h.sim.control.reset());

describe("authentication", () => {
  it("reads an app with a team key and with an individual key", async () => {
    for (const client of [h.teamClient(), h.individualClient()]) {
      const app = await client.getApp(trailmix, { "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"] });
      expect(app.data.attributes).toEqual({
        name: "Trailmix: Hiking Planner",
        bundleId: "com.demo.trailmix",
        sku: "TRAILMIX",
        primaryLocale: "en-US",
      });
    }
    const keys = h.sim.control.requestLog().map((entry) => entry.keyId);
    expect(keys).toEqual([demoAccount.teamKey.keyId, demoAccount.individualKey.keyId]);
  });

  it("reuses one token until shortly before it expires", async () => {
    const seen = new Set<string>();
    let ahead = 0;
    const client = h.teamClient({
      clock: () => Date.now() + ahead,
      fetch: (input, init) => {
        seen.add(new Headers(init?.headers).get("authorization")!);
        return h.fetch(input, init);
      },
    });
    await client.getApp(trailmix);
    await client.getApp(trailmix);
    expect(seen.size).toBe(1);
    ahead = 19.5 * 60_000; // within the renewal margin of the 20-minute token
    await client.getApp(trailmix).catch(() => undefined); // the simulator may find iat in its future
    expect(seen.size).toBe(2);
  });

  it("refuses an expired token", async () => {
    const client = h.teamClient({ clock: () => Date.now() - 2 * 3_600_000 });
    const error = await expectStoreError(client.getApp(trailmix), "invalid_credentials", 401);
    expect(error.entries[0]?.code).toBe("NOT_AUTHORIZED");
  });

  it("refuses a token signed by another key under a registered key id", async () => {
    const client = h.teamClient({ credentials: { ...demoAccount.teamKey, privateKey: foreignPem(), isIndividualKey: false } });
    await expectStoreError(client.getApp(trailmix), "invalid_credentials", 401);
  });

  it("refuses tokens ASC would refuse: lifetime over 20 minutes, wrong issuer, individual key with iss", async () => {
    const now = Math.floor(Date.now() / 1000);
    const team = await importPKCS8(demoAccount.teamKey.privateKey, "ES256");
    const individual = await importPKCS8(demoAccount.individualKey.privateKey, "ES256");
    const sign = (key: CryptoKey, kid: string, claims: Record<string, unknown>, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
        .setAudience("appstoreconnect-v1")
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
    const tokens = [
      await sign(team, demoAccount.teamKey.keyId, { iss: demoAccount.teamKey.issuerId }, now + 3600),
      await sign(team, demoAccount.teamKey.keyId, { iss: "00000000-0000-0000-0000-000000000000" }, now + 600),
      await sign(individual, demoAccount.individualKey.keyId, { sub: "user", iss: demoAccount.teamKey.issuerId }, now + 600),
      await sign(team, "UNKNOWNKEY", { iss: demoAccount.teamKey.issuerId }, now + 600),
    ];
    for (const token of tokens) {
      const response = await h.fetch(`${h.baseUrl}/v1/apps/${trailmix}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe("NOT_AUTHORIZED");
    }
    const valid = await sign(team, demoAccount.teamKey.keyId, { iss: demoAccount.teamKey.issuerId }, now + 1200);
    expect((await h.fetch(`${h.baseUrl}/v1/apps/${trailmix}`, { headers: { authorization: `Bearer ${valid}` } })).status).toBe(200);
  });
});

describe("pagination, include and fields", () => {
  it("follows links.next across several pages", async () => {
    const client = h.teamClient();
    const reviews = await client.listCustomerReviews(trailmix, { limit: 200, include: ["response"] });
    expect(reviews.data).toHaveLength(640);
    expect(new Set(reviews.data.map((r) => r.id)).size).toBe(640);
    const pages = h.sim.control.requestLog().filter((entry) => entry.path.endsWith("/customerReviews"));
    expect(pages).toHaveLength(4);
    expect(pages.slice(1).every((entry) => entry.search.includes("cursor="))).toBe(true);
    // Every response of the reviews is in `included`, linked from its review.
    const responseIds = new Set(reviews.included.map((item) => item.id));
    const linked = reviews.data.flatMap((r) => (r.relationships?.response?.data ? [r.relationships.response.data.id] : []));
    expect(linked.length).toBeGreaterThan(50);
    expect(linked.every((id) => responseIds.has(id))).toBe(true);
  });

  it("pages with small limits too", async () => {
    const builds = await h.teamClient().listBuilds(ledger, { limit: 7 });
    expect(builds.map((b) => Number(b.attributes?.version))).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(h.sim.control.requestLog()).toHaveLength(4);
  });
});

describe("writes", () => {
  it("edits, creates and reads back version localizations", async () => {
    const client = h.teamClient();
    const versions = await client.listAppStoreVersions(trailmix, { "filter[appStoreState]": ["PREPARE_FOR_SUBMISSION"] });
    const version = versions.data[0]!;
    const [first] = await client.listVersionLocalizations(version.id);
    const updated = await client.updateVersionLocalization(first!.id, { whatsNew: "Offline maps!", keywords: null });
    expect(updated.attributes?.whatsNew).toBe("Offline maps!");
    expect(updated.attributes?.keywords).toBeUndefined();
    const created = await client.createVersionLocalization(version.id, { locale: "fi", description: "Retkisuunnittelija" });
    const again = await client.listVersionLocalizations(version.id);
    expect(again.find((l) => l.id === first!.id)?.attributes?.whatsNew).toBe("Offline maps!");
    expect(again.find((l) => l.id === created.id)?.attributes?.locale).toBe("fi");
    await expectStoreError(client.createVersionLocalization(version.id, { locale: "fi" }), "state_conflict", 409);
  });

  it("refuses edits a live version's state forbids, but takes promotional text", async () => {
    const client = h.teamClient();
    const live = (await client.listAppStoreVersions(trailmix, { "filter[appStoreState]": ["READY_FOR_SALE"] })).data[0]!;
    const [loc] = await client.listVersionLocalizations(live.id);
    const error = await expectStoreError(
      client.updateVersionLocalization(loc!.id, { description: "new", whatsNew: "x" }),
      "state_conflict",
      409,
    );
    expect(error.entries.map((e) => e.detail)).toEqual([
      "Attribute 'description' cannot be edited at this time",
      "Attribute 'whatsNew' cannot be edited at this time",
    ]);
    expect((await client.updateVersionLocalization(loc!.id, { promotionalText: "Summer sale" })).attributes?.promotionalText).toBe(
      "Summer sale",
    );
  });

  it("updates app info names and subtitles where the app info is editable", async () => {
    const client = h.teamClient();
    const infos = await client.listAppInfos(trailmix);
    const editable = infos.data.find((i) => i.attributes?.state === "PREPARE_FOR_SUBMISSION")!;
    const live = infos.data.find((i) => i.attributes?.state === "READY_FOR_DISTRIBUTION")!;
    const [loc] = await client.listAppInfoLocalizations(editable.id);
    expect((await client.updateAppInfoLocalization(loc!.id, { subtitle: "Hike smarter" })).attributes?.subtitle).toBe("Hike smarter");
    const [liveLoc] = await client.listAppInfoLocalizations(live.id);
    await expectStoreError(client.updateAppInfoLocalization(liveLoc!.id, { name: "Renamed" }), "state_conflict", 409);
    const created = await client.createAppInfoLocalization(editable.id, {
      locale: "fi",
      name: "Trailmix",
      subtitle: "Retkeile",
      privacyPolicyUrl: "https://example.com/fi/privacy",
    });
    expect(created.attributes).toMatchObject({ locale: "fi", privacyPolicyUrl: "https://example.com/fi/privacy" });
  });

  it("changes the privacy policy URL of the live app info, and nothing else of it", async () => {
    const client = h.teamClient();
    const live = (await client.listAppInfos(ledger)).data.find((i) => i.attributes?.state === "READY_FOR_DISTRIBUTION")!;
    const [loc] = await client.listAppInfoLocalizations(live.id);
    const updated = await client.updateAppInfoLocalization(loc!.id, { privacyPolicyUrl: "https://example.com/ledger/privacy-2026" });
    expect(updated.attributes?.privacyPolicyUrl).toBe("https://example.com/ledger/privacy-2026");
    const error = await expectStoreError(
      client.updateAppInfoLocalization(loc!.id, { subtitle: "Budget", privacyPolicyUrl: "https://example.com/p" }),
      "state_conflict",
      409,
    );
    expect(error.entries.map((e) => e.source)).toEqual([{ pointer: "/data/attributes/subtitle" }]);
  });

  it("refuses names outside 2 to 30 characters and subtitles over 30, counted in characters", async () => {
    const client = h.teamClient();
    const editable = (await client.listAppInfos(trailmix)).data.find((i) => i.attributes?.state === "PREPARE_FOR_SUBMISSION")!;
    const [loc] = await client.listAppInfoLocalizations(editable.id);
    for (const attributes of [{ name: "T" }, { name: "x".repeat(31) }, { subtitle: "y".repeat(31) }]) {
      const error = await expectStoreError(client.updateAppInfoLocalization(loc!.id, attributes), "invalid_request", 409);
      expect(error.entries[0]).toMatchObject({
        code: "ENTITY_ERROR.ATTRIBUTE.INVALID",
        source: { pointer: `/data/attributes/${Object.keys(attributes)[0]}` },
      });
    }
    await expectStoreError(client.createAppInfoLocalization(editable.id, { locale: "fi", name: "T" }), "invalid_request", 409);
    // Thirty emoji are thirty characters (sixty UTF-16 units): accepted.
    const emoji = "🥾".repeat(30);
    expect((await client.updateAppInfoLocalization(loc!.id, { name: emoji, subtitle: emoji })).attributes).toMatchObject({
      name: emoji,
      subtitle: emoji,
    });
  });

  it("creates, replaces and deletes review responses", async () => {
    const client = h.teamClient();
    const reviews = await client.listCustomerReviews(sleepwell, { "exists[publishedResponse]": false, limit: 5 });
    const review = reviews.data[0]!;
    expect(await client.getCustomerReviewResponse(review.id)).toBeNull();
    const first = await client.createCustomerReviewResponse(review.id, "Thanks!");
    const second = await client.createCustomerReviewResponse(review.id, "Thanks a lot!");
    expect((await client.getCustomerReviewResponse(review.id))?.id).toBe(second.id);
    await expectStoreError(client.deleteCustomerReviewResponse(first.id), "not_found", 404);
    await client.deleteCustomerReviewResponse(second.id);
    expect(await client.getCustomerReviewResponse(review.id)).toBeNull();
  });

  it("creates an experiment with treatments and reads it back", async () => {
    const client = h.teamClient();
    const experiment = await client.createExperiment({ appId: ledger, name: "Blue icon", platform: "IOS", trafficProportion: 25 });
    await client.createExperimentTreatment({ experimentId: experiment.id, name: "Blue", appIconName: "AppIcon-Blue" });
    await client.createExperimentTreatment({ experimentId: experiment.id, name: "Green" });
    const read = await client.getExperiment(experiment.id);
    expect(read.data.attributes?.state).toBe("PREPARE_FOR_SUBMISSION");
    expect(read.included?.map((t) => (t.attributes && "name" in t.attributes ? t.attributes.name : undefined))).toEqual(["Blue", "Green"]);
    const listed = await client.listExperiments(ledger, { include: ["appStoreVersionExperimentTreatments"] });
    expect(listed.data.map((e) => e.attributes?.name)).toContain("Blue icon");
    await expectStoreError(
      client.createExperiment({ appId: ledger, name: "Bad", platform: "IOS", trafficProportion: 500 }),
      "invalid_request",
      409,
    );
  });

  it("creates analytics report requests", async () => {
    const client = h.teamClient();
    const created = await client.createAnalyticsReportRequest(ledger, "ONGOING");
    expect((await client.listAnalyticsReportRequests(ledger)).map((r) => r.id)).toEqual([created.id]);
    await expectStoreError(client.createAnalyticsReportRequest(ledger, "ONGOING"), "state_conflict", 409);
  });
});

describe("Apple's summaries of the reviews", () => {
  const query = { "filter[platform]": ["IOS" as const], limit: 200 };

  it("are read per storefront and language, and none for an app with few reviews", async () => {
    const client = h.teamClient();
    const { data } = await client.listCustomerReviewSummarizations(trailmix, query);
    expect(data.map((summary) => [summary.relationships?.territory?.data?.id, summary.attributes?.locale])).toEqual([
      ["USA", "en-US"],
      ["GBR", "en-GB"],
      ["DEU", "de-DE"],
      ["JPN", "ja"],
    ]);
    expect(data[0]?.attributes?.text).toMatch(/^Users find the app/);
    expect((await client.listCustomerReviewSummarizations(sleepwell, query)).data).toEqual([]);
  });

  it("are checked like every answer: a text far longer than a summary is cut, one of the wrong kind refused", async () => {
    /** The simulator's answer, with its first summary's text replaced. */
    const answering = (text: unknown) =>
      h.teamClient({
        fetch: async (input, init) => {
          const response = await h.fetch(input, init);
          if (!String(input).includes("/customerReviewSummarizations")) return response;
          const document = (await response.json()) as { data: { attributes: { text: unknown } }[] };
          document.data[0]!.attributes.text = text;
          return Response.json(document, { headers: response.headers });
        },
      });
    const { data } = await answering("great ".repeat(50_000)).listCustomerReviewSummarizations(trailmix, query);
    expect(data[0]?.attributes?.text?.length).toBeLessThanOrEqual(REVIEW_SUMMARY_TEXT_LIMIT);
    expect(data[0]?.attributes?.text?.startsWith("great great")).toBe(true);
    const refused = await expectStoreError(
      answering({ injected: true }).listCustomerReviewSummarizations(trailmix, query),
      "invalid_response",
    );
    expect(refused.summary).toBe("App Store Connect sent a summary of the reviews whose text is not text.");
  });
});

describe("sales reports", () => {
  const query = (vendor: string) => ({
    "filter[vendorNumber]": [vendor],
    "filter[reportType]": ["SALES" as const],
    "filter[reportSubType]": ["SUMMARY" as const],
    "filter[frequency]": ["DAILY" as const],
    "filter[reportDate]": ["2026-05-01"],
  });

  it("serves gzip TSV to team keys", async () => {
    const report = await h.teamClient().getSalesReport(query(demoAccount.vendorNumber));
    expect(report.columns).toContain("Units");
    expect(new Set(report.rows.map((row) => row["Apple Identifier"]))).toEqual(new Set([trailmix, ledger, sleepwell]));
  });

  it("refuses individual keys and unknown vendor numbers", async () => {
    await expectStoreError(h.individualClient().getSalesReport(query(demoAccount.vendorNumber)), "forbidden", 403);
    await expectStoreError(h.teamClient().getSalesReport(query("123")), "invalid_request", 400);
  });
});

describe("retries and rate limits", () => {
  it("retries a 429 after the Retry-After it was given, then succeeds", async () => {
    const waits: number[] = [];
    h.sim.control.failNext({ status: 429, retryAfter: 2 });
    const client = h.teamClient({ sleep: async (ms) => void waits.push(ms) });
    expect((await client.getApp(trailmix)).data.id).toBe(trailmix);
    expect(waits).toEqual([2000]);
    expect(h.sim.control.requestLog().map((entry) => entry.status)).toEqual([429, 200]);
  });

  it("backs off exponentially with jitter on 5xx and gives up after the cap", async () => {
    const waits: number[] = [];
    h.sim.control.failNext({ status: 503, count: 10 });
    const client = h.teamClient({
      sleep: async (ms) => void waits.push(ms),
      retry: { random: () => 0.5, maxRetries: 3, baseDelayMs: 100 },
    });
    const error = await expectStoreError(client.getApp(trailmix), "unavailable", 503);
    expect(waits).toEqual([50, 100, 200]);
    expect(error.entries[0]?.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("does not repeat a POST after a 5xx (it may have been applied)", async () => {
    h.sim.control.failNext({ status: 500 });
    await expectStoreError(h.teamClient().createAnalyticsReportRequest(ledger, "ONE_TIME_SNAPSHOT"), "unavailable", 500);
    expect(h.sim.control.requestLog()).toHaveLength(1);
  });

  it("reports the hourly budget and stops at 429 when it is spent", async () => {
    h.sim.control.setHourlyBudget(3);
    const client = h.teamClient();
    await client.getApp(trailmix);
    expect(client.rateBudget()).toMatchObject({ limit: 3, remaining: 2 });
    await client.getApp(trailmix);
    await client.getApp(trailmix);
    const error = await expectStoreError(client.getApp(trailmix), "rate_limited");
    expect(error.retryAfter).toBeGreaterThan(0);
    // The client knows the budget is spent and does not spend requests on more 429s.
    const before = h.sim.control.requestLog().length;
    await expectStoreError(client.getApp(trailmix), "rate_limited");
    expect(h.sim.control.requestLog().length).toBe(before);
  });

  it("maps an unreachable store to unavailable", async () => {
    const client = createStoreClient({
      baseUrl: "http://127.0.0.1:9",
      credentials: { ...demoAccount.teamKey, isIndividualKey: false },
      sleep: async () => {},
      retry: { maxRetries: 1 },
    });
    await expectStoreError(client.getApp(trailmix), "unavailable");
  });
});

describe("a deadline of the client's own", () => {
  /** A store in this process that answers after `ms` whatever the caller's signal says, as the built-in simulator once did. */
  const deafStore =
    (ms: number): typeof fetch =>
    (input, init) =>
      new Promise((resolve) => setTimeout(resolve, ms)).then(() => h.sim.handle(new Request(input, { ...init, signal: undefined })));

  it("ends a request a person waits on within its deadline, even when the fetch ignores its abort", async () => {
    const client = h.teamClient({ fetch: deafStore(5_000), deadlineMs: 300, timeoutMs: 30_000, sleep: async () => {} });
    const started = performance.now();
    const error = await expectStoreError(client.getApp(trailmix), "timeout");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error.summary).toBe("App Store Connect is not answering.");
  });

  it("ends each attempt at its timeout, even when the fetch ignores its abort", async () => {
    const client = h.teamClient({ fetch: deafStore(5_000), timeoutMs: 200, retry: { maxRetries: 0 } });
    const started = performance.now();
    await expectStoreError(client.getApp(trailmix), "timeout");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("ends the simulator's latency when the request is aborted, as a network's wait ends", async () => {
    h.sim.control.setLatency(120_000);
    const started = performance.now();
    const answer = h.sim.handle(new Request(`${h.baseUrl}/v1/apps/${trailmix}`, { signal: AbortSignal.timeout(100) }));
    await expect(answer).rejects.toMatchObject({ name: "TimeoutError" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("typed errors", () => {
  it("says a redirect is a redirect, and never follows it with the key's token", async () => {
    let followed = 0;
    const redirecting: typeof fetch = async (input, init) => {
      if (init?.redirect !== "manual") followed++;
      return new Response(null, { status: 302, headers: { location: "https://login.example/portal" } });
    };
    const error = await expectStoreError(h.teamClient({ fetch: redirecting }).getApp(trailmix), "invalid_response", 302);
    expect(followed).toBe(0);
    expect(error.summary).toBe(
      "App Store Connect's address answered with a redirect elsewhere (HTTP 302), which the service does not follow.",
    );
  });

  it("maps not found", async () => {
    await expectStoreError(h.teamClient().getApp("999"), "not_found", 404);
  });

  it("never reveals the private key", async () => {
    const pem = demoAccount.teamKey.privateKey;
    const body = pem.split("\n")[1]!;
    const badKey = createStoreClient({
      baseUrl: h.baseUrl,
      credentials: { keyId: "X", issuerId: "y", privateKey: `${pem}garbage`, isIndividualKey: false },
    });
    const errors = [
      await h
        .teamClient()
        .getApp("999")
        .catch((e: unknown) => e),
      await badKey.getApp(trailmix).catch((e: unknown) => e),
    ];
    expect((errors[1] as StoreError).kind).toBe("invalid_credentials");
    const client = h.teamClient();
    await client.getApp(trailmix);
    for (const value of [client, ...errors]) {
      for (const text of [
        String(value),
        JSON.stringify(value),
        inspect(value, { depth: 10, showHidden: true }),
        (value as Error).stack ?? "",
      ]) {
        expect(text).not.toContain(body);
        expect(text).not.toContain("PRIVATE KEY");
      }
    }
  });
});

describe("conformance", () => {
  it("every response and every request body in this file validates against Apple's description", () => {
    expect(h.checkedResponses()).toBeGreaterThan(50);
    expect(h.violations).toEqual([]);
  });
});
