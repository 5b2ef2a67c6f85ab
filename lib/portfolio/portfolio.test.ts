import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;
const DAY_MS = 86_400_000;

let owner: ApiClient;
let stranger: ApiClient;
let trail: { id: string; name: string };
let pocket: { id: string; name: string };

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

const mean = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100 : null;

beforeAll(async () => {
  owner = await newUser();
  trail = await registerSyncedApp(owner, trailmix!.storeId);
  pocket = await registerSyncedApp(owner, ledger!.storeId);
  stranger = await newUser();
}, 120_000);

describe("the portfolio", () => {
  it("summarizes each app by name: versions, rating, unanswered reviews, sync", async () => {
    const response = await owner.get("/api/portfolio");
    expect(response.status).toBe(200);
    const items = response.body.items as Record<string, any>[];
    expect(items.map((item) => item.name)).toEqual(["Pocket Ledger", "Trailmix: Hiking Planner"]);
    const [ledgerSummary, trailSummary] = items;
    expect(trailSummary).toMatchObject({
      appId: trail.id,
      syncStatus: "succeeded",
      liveVersion: { versionString: "1.4.2", appStoreState: "READY_FOR_SALE" },
      nextVersion: { versionString: "1.5.0", appStoreState: "PREPARE_FOR_SUBMISSION" },
      agent: { enabled: false, status: "disabled", pendingAction: null },
    });
    expect(ledgerSummary).toMatchObject({
      liveVersion: { versionString: "2.0.3" },
      nextVersion: { versionString: "2.1.0", appStoreState: "WAITING_FOR_REVIEW" },
    });
    for (const [summary, appId] of [
      [trailSummary, trail.id],
      [ledgerSummary, pocket.id],
    ] as const) {
      const reviews = await db().customerReview.findMany({ where: { appId } });
      expect(summary!.rating).toMatchObject({ count: reviews.length, average: mean(reviews.map((review) => review.rating)) });
      expect(summary!.unansweredReviews).toBe(reviews.filter((review) => review.responseStoreId === null).length);
    }
    expect((await stranger.get("/api/portfolio")).body.items).toEqual([]);
  });

  it("compares the last 90 days of reviews with the 90 before", async () => {
    const now = Date.now();
    const review = (daysAgo: number, rating: number, n: number) => ({
      appId: pocket.id,
      storeId: `portfolio-test-${daysAgo}-${n}`,
      rating,
      territory: "USA",
      storeCreatedAt: new Date(now - daysAgo * DAY_MS),
    });
    await db().customerReview.createMany({
      data: [review(2, 5, 1), review(30, 4, 2), review(89, 5, 3), review(91, 2, 4), review(150, 1, 5), review(181, 5, 6)],
    });
    const summary = (await owner.get(`/api/apps/${pocket.id}/summary`)).body;
    // Expected from the stored reviews (the synced ones too may fall in a window).
    const rows = await db().customerReview.findMany({ where: { appId: pocket.id } });
    const inWindow = (fromDays: number, toDays: number) =>
      rows
        .filter((row) => row.storeCreatedAt.getTime() > now - fromDays * DAY_MS && row.storeCreatedAt.getTime() <= now - toDays * DAY_MS)
        .map((row) => row.rating);
    const recent = inWindow(90, -1);
    const previous = inWindow(180, 90);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(previous.length).toBeGreaterThanOrEqual(2);
    expect(summary.rating.recent).toEqual({ count: recent.length, average: mean(recent) });
    expect(summary.rating.previous).toEqual({ count: previous.length, average: mean(previous) });
    await db().customerReview.deleteMany({ where: { appId: pocket.id, storeId: { startsWith: "portfolio-test-" } } });
  });

  it("shows the agent's change waiting for a decision", async () => {
    expect((await owner.post(`/api/apps/${trail.id}/agent/toggle`, { enabled: true })).status).toBe(200);
    await runJobs();
    const agent = (await owner.get(`/api/apps/${trail.id}/agent`)).body;
    expect(agent.status).toBe("awaiting_approval");
    const summary = (await owner.get(`/api/apps/${trail.id}/summary`)).body;
    expect(summary.agent).toEqual({
      enabled: true,
      status: "awaiting_approval",
      pendingAction: { summary: agent.pendingAction.summary, createdAt: agent.pendingAction.createdAt },
    });
  });

  it("answers 404 for another user's app", async () => {
    const response = await stranger.get(`/api/apps/${trail.id}/summary`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
  });
});
