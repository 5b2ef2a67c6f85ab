// Incremental syncs of an app with more than one page of reviews: few store requests when nothing
// changed, new reviews at once, and what only a full pass can see (edited responses, deleted
// reviews) reconciled when the app's full pass is due.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import type { ApiClient } from "@/test/api-client";
import { appRunner, demoTeamKey, storeSandbox, withoutInstantUpdates } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
// 450 reviews are three pages at ASC's largest page (200).
const SIZES = { storeId: "6449000901", reviews: 450, versions: 4, locales: 3 };

/** Each test's account (a new one), whose own store (sandbox) holds the large app. */
let client: ApiClient;
const simulator = () => storeSandbox(client).control;

async function sync(appId: string) {
  const { taskId } = (await client.pull(appId)).body as { taskId: string };
  const runner = appRunner({ clock: new TestClock(new Date()), pollMs: 5 });
  await runner.runUntilIdle();
  await runner.stop();
  const task = (await client.get(`/api/tasks/${taskId}`)).body as { status: string; counts: Record<string, number> };
  expect(task.status).toBe("succeeded");
  return task.counts;
}

/** A fresh user registers the seeded large app; its first sync runs. */
async function registerLargeApp() {
  client = api.client();
  await client.registerAndSignIn();
  const storeId = await simulator().seedLargeApp(SIZES);
  const response = await client.post("/api/apps", { ...demoTeamKey, storeId });
  expect(response.status).toBe(201);
  const runner = appRunner({ clock: new TestClock(new Date()), pollMs: 5 });
  await runner.runUntilIdle();
  await runner.stop();
  const app = await db().app.findUniqueOrThrow({ where: { id: (response.body as { id: string }).id } });
  expect(app.syncStatus).toBe("succeeded");
  return app;
}

const storeRequests = () =>
  simulator()
    .requestLog()
    .map((entry) => `${entry.method} ${entry.path}`);
const makeFullPassDue = (appId: string) => db().app.update({ where: { id: appId }, data: { nextFullPassAt: new Date(Date.now() - 1000) } });
const oldestReview = async (appId: string) => {
  const state = await storeSandbox(client).snapshot();
  const storeId = state.reviews
    .filter((review) => review.appId === SIZES.storeId)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate))[0]!.id;
  return db().customerReview.findFirstOrThrow({ where: { appId, storeId } });
};

describe("incremental sync", () => {
  it("makes the first sync a full pass, then reads one page of reviews and skips a sales day already read", async () => {
    const app = await registerLargeApp();
    const first = await db().syncTask.findFirstOrThrow({ where: { appId: app.id } });
    expect(first.counts).toMatchObject({ fullPass: 1, reviews: 450, reviewsRead: 450, versions: 4 });
    expect(app.nextFullPassAt!.getTime()).toBeGreaterThan(Date.now());

    simulator().clearRequestLog();
    const counts = await sync(app.id);
    expect(counts).toMatchObject({ fullPass: 0, reviews: 450, reviewsRead: 200, newReviews: 0, reviewChanges: 0 });
    expect(storeRequests().sort()).toEqual(
      [
        `GET /v1/apps/${SIZES.storeId}`,
        `GET /v1/apps/${SIZES.storeId}/appInfos`,
        `GET /v1/apps/${SIZES.storeId}/appStoreVersions`,
        "GET /v1/builds",
        `GET /v1/apps/${SIZES.storeId}/customerReviews`,
        `GET /v1/apps/${SIZES.storeId}/appStoreVersionExperimentsV2`,
      ].sort(),
    );
  });

  it("stores a new review after one sync", async () => {
    const app = await registerLargeApp();
    const reviewId = await simulator().addReview({
      appStoreId: SIZES.storeId,
      rating: 2,
      title: "Crashes",
      body: "On launch.",
      territory: "USA",
    });
    simulator().clearRequestLog();
    const counts = await sync(app.id);
    expect(counts).toMatchObject({ fullPass: 0, newReviews: 1, reviews: 451 });
    expect(await db().customerReview.findFirst({ where: { appId: app.id, storeId: reviewId } })).toMatchObject({
      title: "Crashes",
      rating: 2,
    });
    expect(storeRequests().filter((request) => request.endsWith("/customerReviews"))).toHaveLength(1);
  });

  it("reconciles a response edited in App Store Connect at the full pass, not before it is due", async () => {
    const app = await registerLargeApp();
    const review = await oldestReview(app.id);
    await simulator().editReviewResponse(review.storeId, "Thanks, fixed in 2.0!");

    expect(await sync(app.id)).toMatchObject({ fullPass: 0, reviewChanges: 0 });
    expect((await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).responseBody).toBe(review.responseBody);

    await makeFullPassDue(app.id);
    const counts = await sync(app.id);
    expect(counts).toMatchObject({ fullPass: 1, reviewChanges: 1, reviewsRead: 450 });
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      responseBody: "Thanks, fixed in 2.0!",
      responseState: "PUBLISHED",
    });
    // The next one is a period away again.
    const { nextFullPassAt } = await db().app.findUniqueOrThrow({ where: { id: app.id } });
    expect(nextFullPassAt!.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it("removes a review deleted in App Store Connect at the full pass, cancelling the agent's open reply to it", async () => {
    const app = await registerLargeApp();
    const review = await oldestReview(app.id);
    const waiting = { enabled: true, status: "awaiting_approval" as const };
    const agent = await db().agent.upsert({ where: { appId: app.id }, create: { appId: app.id, ...waiting }, update: waiting });
    const reply = await db().agentAction.create({
      data: {
        agentId: agent.id,
        kind: "reply_to_review",
        mutation: {
          type: "reply_to_review",
          reviewId: review.id,
          rating: review.rating,
          reviewTitle: review.title,
          before: null,
          after: "Thank you!",
        },
        fingerprint: "reply",
        summary: "Reply to a review",
        rationale: "It has no reply",
        brain: "rules",
      },
    });
    await db().agent.update({ where: { id: agent.id }, data: { pendingActionId: reply.id } });
    await simulator().deleteReview(review.storeId);

    expect(await sync(app.id)).toMatchObject({ fullPass: 0, reviews: 450 });
    expect(await db().customerReview.findUnique({ where: { id: review.id } })).not.toBeNull();

    await makeFullPassDue(app.id);
    expect(await sync(app.id)).toMatchObject({ fullPass: 1, deletedReviews: 1, reviews: 449 });
    expect(await db().customerReview.findUnique({ where: { id: review.id } })).toBeNull();
    expect(await db().agentAction.findUniqueOrThrow({ where: { id: reply.id } })).toMatchObject({
      status: "cancelled",
      decisionReason: "The review was deleted in App Store Connect.",
    });
    expect(await db().agent.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ pendingActionId: null, status: "idle" });
  });

  it("shows a version's new state after the next incremental sync", async () => {
    const app = await registerLargeApp();
    const version = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });
    await withoutInstantUpdates(app.id); // the sync, not a webhook, brings it
    await simulator().setVersionState(version.storeId, "WAITING_FOR_REVIEW");
    const counts = await sync(app.id);
    expect(counts).toMatchObject({ fullPass: 0, versionChanges: 1 });
    expect(await db().appVersion.findUniqueOrThrow({ where: { id: version.id } })).toMatchObject({ appStoreState: "WAITING_FOR_REVIEW" });
  });
});
