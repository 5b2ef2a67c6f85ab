import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { startFaultyStore } from "@/test/faulty-store";
import { registerSyncedApp, useAppRunners } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { REVIEW_SUMMARY_TEXT_LIMIT } from "../store/answers";
import { REVIEW_TEXT_LIMITS } from "../text/store-text";

// The fault suite: the service's store client against an App Store Connect that hangs, resets,
// answers HTML, cuts its JSON short, sends the wrong shape or oversized fields, or asks to wait an
// hour. Every sync must end in a state and a sentence a person understands, with the data of the
// last good sync intact; a person waiting on a request gets an answer within the deadline.
const store = await startFaultyStore();
process.env.STORE_API_BASE_URL = store.url;
// A sync's request unanswered within the deadline ends the sync: short enough for a hang to cost
// little here, long enough that a loaded machine's slow answer is not taken for one.
process.env.STORE_REQUEST_TIMEOUT_MS = "1000";
process.env.STORE_DEADLINE_MS = "3000";
process.env.STORE_RETRY_BASE_DELAY_MS = "1";

const api = useApi();
const newRunner = useAppRunners();
const [trailmix] = demoAccount.apps;
let owner: ApiClient;
let ownerId: string;
let appId: string;

beforeAll(async () => {
  owner = api.client();
  ownerId = (await owner.registerAndSignIn({ name: "Fault Tester" })).id;
  appId = (await registerSyncedApp(owner, trailmix!.storeId)).id;
  // The clock moves hours ahead below: keep the scheduler from starting syncs of its own.
  await db().app.update({ where: { id: appId }, data: { nextSyncAt: new Date("2100-01-01T00:00:00Z") } });
});
afterAll(() => store.close());

/** What the service holds of the app: what a failed sync must leave as it was. */
async function storedData() {
  const [app, reviews, versions, localizations, builds, experiments] = await Promise.all([
    db().app.findUniqueOrThrow({ where: { id: appId }, select: { name: true, bundleId: true } }),
    db().customerReview.findMany({ where: { appId }, orderBy: { storeId: "asc" }, select: { storeId: true, rating: true, body: true } }),
    db().appVersion.findMany({ where: { appId }, orderBy: { storeId: "asc" }, select: { storeId: true, appStoreState: true } }),
    db().versionLocalization.findMany({
      where: { version: { appId } },
      orderBy: { storeId: "asc" },
      select: { storeId: true, description: true },
    }),
    db().build.count({ where: { appId } }),
    db().experiment.count({ where: { appId } }),
  ]);
  return { app, reviews, versions, localizations, builds, experiments };
}

/** Syncs the app now and drives the sync to its end (retries included, on a test clock). */
async function syncNow(): Promise<{ status: string; error: string | null }> {
  const clock = new TestClock(new Date());
  const runner = newRunner(clock);
  const { taskId } = (await owner.pull(appId)).body;
  for (let round = 0; round < 10; round++) {
    await runner.runUntilIdle();
    const task = await db().syncTask.findUniqueOrThrow({ where: { id: taskId } });
    if (task.status === "succeeded" || task.status === "failed") return task;
    clock.advance(30 * 60_000);
  }
  throw new Error("the sync did not end");
}

const KEPT = "The data of the last good sync is kept, and the next sync tries again.";

describe("a sync against a store that misbehaves ends in a sentence, the old data intact", () => {
  const reviewsPath = /\/customerReviews/;
  const cases = [
    { store: "hangs", match: reviewsPath, fault: { kind: "hang" }, says: `App Store Connect is not answering. ${KEPT}` },
    {
      store: "resets the connection",
      match: /\/appStoreVersions/,
      fault: { kind: "reset" },
      says: `App Store Connect is unavailable. ${KEPT}`,
    },
    {
      // Followed, the redirect's 403 (or 401) once read as the key's own refusal.
      store: "redirects elsewhere",
      match: /\/v1\/apps\//,
      fault: { kind: "redirect", location: "/elsewhere/v1/apps" },
      says: `App Store Connect's address answered with a redirect elsewhere (HTTP 302), which the service does not follow. ${KEPT}`,
    },
    {
      store: "answers an HTML page",
      match: /\/v1\/builds/,
      fault: { kind: "html" },
      says: `App Store Connect answered with a web page instead of data. ${KEPT}`,
    },
    {
      store: "cuts its JSON short",
      match: /\/appStoreVersionExperimentsV2/,
      fault: { kind: "truncate" },
      says: `App Store Connect's answer was cut short or garbled. ${KEPT}`,
    },
    {
      store: "answers JSON of the wrong shape",
      match: reviewsPath,
      fault: { kind: "rewrite", change: (document: any) => ({ ...document, data: { reviews: document.data } }) },
      says: `App Store Connect sent an answer that is not in the form Apple documents. ${KEPT}`,
    },
    {
      store: "sends a rating that is not a number",
      match: reviewsPath,
      fault: {
        kind: "rewrite",
        change: (document: any) => {
          document.data[0].attributes.rating = "five";
          return document;
        },
      },
      says: `App Store Connect sent a review whose rating is not a number of stars. ${KEPT}`,
    },
    {
      store: "sends a description longer than Apple allows",
      match: /\/appStoreVersions/,
      fault: {
        kind: "rewrite",
        change: (document: any) => {
          const localization = document.included.find((item: any) => item.type === "appStoreVersionLocalizations");
          localization.attributes.description = "FREE ".repeat(20_000);
          return document;
        },
      },
      says: `App Store Connect sent a localization of a version whose description is longer than Apple allows (4,000 characters). ${KEPT}`,
    },
  ] as const;

  it.each(cases)("when it $store", async ({ match, fault, says }) => {
    const before = await storedData();
    store.inject(match, fault as never);
    const task = await syncNow();
    store.heal();
    expect(store.faulted()).toBeGreaterThan(0);
    expect(task).toMatchObject({ status: "failed", error: says });
    const app = (await owner.get(`/api/apps/${appId}`)).body;
    expect(app).toMatchObject({ syncStatus: "failed", lastSyncError: says });
    expect(await storedData()).toEqual(before);
  });

  it("when its sales report is corrupt", async () => {
    await db().salesReportDay.deleteMany({ where: { appId } });
    const salesBefore = await db().salesDay.count({ where: { appId } });
    store.inject(/\/salesReports/, { kind: "body", body: "Apple Identifier\tUnits\n6449000001\t3\n" });
    const task = await syncNow();
    store.heal();
    expect(task).toMatchObject({ status: "failed", error: `App Store Connect sent a sales report the service could not read. ${KEPT}` });
    expect(await db().salesDay.count({ where: { appId } })).toBe(salesBefore);
    expect(await db().salesReportDay.count({ where: { appId } })).toBe(0);
  });

  it("keeps a review body far longer than any review, cut at the service's limit", async () => {
    store.sim.control.addReview({
      appStoreId: trailmix!.storeId,
      rating: 1,
      title: "t".repeat(5_000),
      body: "word ".repeat(20_000),
      territory: "USA",
    });
    const task = await syncNow();
    expect(task.status).toBe("succeeded");
    const stored = await db().customerReview.findFirstOrThrow({ where: { appId }, orderBy: { storeCreatedAt: "desc" } });
    expect(stored.body!.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.body);
    expect(stored.body!.startsWith("word word")).toBe(true);
    expect(stored.title!.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.title);
  });

  it("waits, instead of syncing for an hour beside an old error, when the store answers 429 with Retry-After: 3600", async () => {
    store.inject(reviewsPath, { kind: "status", status: 429, retryAfter: 3600 });
    const clock = new TestClock(new Date());
    const runner = newRunner(clock);
    const { taskId } = (await owner.pull(appId)).body;
    await runner.runUntilIdle();
    const waiting = (await owner.get(`/api/apps/${appId}`)).body;
    expect(waiting.syncStatus).toBe("waiting");
    const resumesIn = Date.parse(waiting.syncResumesAt) - Date.now();
    expect(resumesIn).toBeGreaterThan(3500_000);
    expect(resumesIn).toBeLessThanOrEqual(3600_000);
    expect(await db().syncTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({
      status: "running",
      currentStep: "waiting-for-budget",
    });

    store.heal();
    clock.advance(6 * 60_000);
    await runner.runUntilIdle();
    expect((await db().syncTask.findUniqueOrThrow({ where: { id: taskId } })).status).toBe("succeeded");
    expect((await owner.get(`/api/apps/${appId}`)).body).toMatchObject({ syncStatus: "succeeded", lastSyncError: null });
  });
});

describe("Apple's summaries of the reviews, which Apple may not give", () => {
  const summaries = /\/customerReviewSummarizations/;
  // They are read at the daily full review pass.
  const makeFullPassDue = () => db().app.update({ where: { id: appId }, data: { nextFullPassAt: new Date(Date.now() - 1000) } });

  it.each([403, 404])("leave the sync to succeed, with none, when Apple answers %i for them", async (status) => {
    await makeFullPassDue();
    store.inject(summaries, { kind: "status", status });
    const task = await syncNow();
    store.heal();
    expect(store.faulted()).toBe(1);
    expect(task.status).toBe("succeeded");
    expect(await db().appleReviewSummary.count({ where: { appId } })).toBe(0);
  });

  it("are kept cut at the service's limit when far longer than Apple writes", async () => {
    await makeFullPassDue();
    store.inject(summaries, {
      kind: "rewrite",
      change: (document: any) => {
        document.data[0].attributes.text = "long ".repeat(10_000);
        return document;
      },
    });
    const task = await syncNow();
    store.heal();
    expect(task.status).toBe("succeeded");
    const texts = (await db().appleReviewSummary.findMany({ where: { appId } })).map((summary) => summary.text);
    expect(texts.length).toBeGreaterThan(1);
    expect(Math.max(...texts.map((text) => text.length))).toBeLessThanOrEqual(REVIEW_SUMMARY_TEXT_LIMIT);
    expect(texts.some((text) => text.startsWith("long long"))).toBe(true);
  });
});

describe("a person waiting on a store that does not answer", () => {
  it("gets 504 store_timeout within the deadline for an edit, and for a credentials check", async () => {
    store.inject(/\/appInfoLocalizations/, { kind: "hang" });
    const editStarted = Date.now();
    const edit = await owner.patch(`/api/apps/${appId}/app-info/localizations/en-US`, {
      privacyPolicyUrl: "https://example.com/privacy",
      acknowledgeWarnings: true,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(504);
    expect(edit.body.code).toBe("store_timeout");
    expect(edit.body.detail).toMatch(/did not answer in time/);
    expect(Date.now() - editStarted).toBeLessThan(5_000);

    store.inject(/\/v1\/apps\//, { kind: "hang" });
    const other = api.client();
    const otherId = (await other.registerAndSignIn()).id;
    const registerStarted = Date.now();
    const { keyId, issuerId, privateKey } = demoAccount.teamKey;
    const registered = await other.post("/api/apps", {
      keyId,
      issuerId,
      privateKey,
      storeId: trailmix!.storeId,
      vendorNumber: demoAccount.vendorNumber,
    });
    store.heal();
    expect(registered.status).toBe(504);
    expect(Date.now() - registerStarted).toBeLessThan(5_000);
    expect(await db().app.count({ where: { userId: otherId } })).toBe(0);
  });
});

describe("the owner hears of failing syncs when they start failing, then at most daily", () => {
  const failureNotices = () => db().emailMessage.count({ where: { template: "sync-failed", userId: ownerId } });

  it("tells once for a run of failures, reminds after a day, and again after syncs worked in between", async () => {
    store.inject(/\/appStoreVersions/, { kind: "reset" });
    const first = await failureNotices();
    await syncNow();
    await syncNow();
    await syncNow();
    expect(await failureNotices()).toBe(first + 1);

    await db().app.update({ where: { id: appId }, data: { syncFailureNotifiedAt: new Date(Date.now() - 25 * 60 * 60_000) } });
    await syncNow();
    expect(await failureNotices()).toBe(first + 2);

    store.heal();
    expect((await syncNow()).status).toBe("succeeded");
    store.inject(/\/appStoreVersions/, { kind: "reset" });
    await syncNow();
    store.heal();
    expect(await failureNotices()).toBe(first + 3);
  });
});
