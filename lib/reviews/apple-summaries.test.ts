// Apple's own summaries of an app's reviews (App Store Connect's customerReviewSummarizations):
// synced at the app's first sync and at its daily full review pass, where Apple writes them, and
// shown with the reviews' figures (GET /apps/{appId}/reviews/summary).
import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, , sleepwell] = demoAccount.apps;

interface AppleSummary {
  territory: string | null;
  locale: string | null;
  text: string;
  createdAt: string | null;
}

async function ownerOf(storeId: string): Promise<{ owner: ApiClient; appId: string }> {
  const owner = api.client();
  await owner.registerAndSignIn();
  const app = await registerSyncedApp(owner, storeId);
  return { owner, appId: app.id };
}

async function appleSummaries(owner: ApiClient, appId: string, query = ""): Promise<AppleSummary[]> {
  const response = await owner.get(`/api/apps/${appId}/reviews/summary${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.appleSummaries;
}

/** A sync the owner asks for, run to its end: its counts. */
async function sync(owner: ApiClient, appId: string): Promise<Record<string, number>> {
  const { taskId } = (await owner.pull(appId)).body;
  await runJobs();
  const task = (await owner.get(`/api/tasks/${taskId}`)).body;
  expect(task.status).toBe("succeeded");
  return task.counts;
}

const summaryRequests = (owner: ApiClient) =>
  storeSandbox(owner)
    .control.requestLog()
    .filter((entry) => entry.path.endsWith("/customerReviewSummarizations"));

describe("Apple's summaries of an app's reviews", () => {
  it("are synced with the first sync and shown with the reviews' figures, the storefront with the most reviews first", async () => {
    const { owner, appId } = await ownerOf(trailmix!.storeId);
    const first = await db().syncTask.findFirstOrThrow({ where: { appId } });
    expect(first.counts).toMatchObject({ fullPass: 1, reviewSummaries: 4 });

    const figures = (await owner.get(`/api/apps/${appId}/reviews/summary`)).body;
    const state = await storeSandbox(owner).snapshot();
    const apple = state.reviewSummaries.filter((summary) => summary.appId === trailmix!.storeId);
    const reviewsIn = (territory: string | null) => figures.territories.find((row: any) => row.territory === territory)?.count ?? 0;
    expect(figures.appleSummaries).toHaveLength(apple.length);
    expect(figures.appleSummaries.map((summary: AppleSummary) => reviewsIn(summary.territory))).toEqual(
      apple.map((summary) => reviewsIn(summary.territory)).sort((a, b) => b - a),
    );
    expect(figures.appleSummaries[0]).toMatchObject({ territory: "USA", locale: "en-US" });
    expect(new Set(figures.appleSummaries)).toEqual(
      new Set(
        apple.map((summary) => ({
          territory: summary.territory,
          locale: summary.locale,
          text: summary.text,
          createdAt: summary.createdDate,
        })),
      ),
    );

    // The storefront filter applies to them; the others (stars, answered, text) do not.
    expect((await appleSummaries(owner, appId, "?territory=DEU")).map((summary) => summary.locale)).toEqual(["de-DE"]);
    expect(await appleSummaries(owner, appId, "?territory=CHE")).toEqual([]);
    expect(await appleSummaries(owner, appId, "?rating=1")).toHaveLength(apple.length);
  });

  it("are none for an app Apple has too few reviews of, which syncs and shows its figures as usual", async () => {
    const { owner, appId } = await ownerOf(sleepwell!.storeId);
    expect((await db().syncTask.findFirstOrThrow({ where: { appId } })).counts).toMatchObject({ fullPass: 1, reviewSummaries: 0 });
    const figures = (await owner.get(`/api/apps/${appId}/reviews/summary`)).body;
    expect(figures.count).toBeGreaterThan(0);
    expect(figures.appleSummaries).toEqual([]);
  });

  it("are read once a day, at the full review pass: a summary Apple rewrote shows after it, one it withdrew goes", async () => {
    const { owner, appId } = await ownerOf(trailmix!.storeId);
    const store = storeSandbox(owner).control;
    const rewritten = "Hikers love the offline maps; some ask for Apple Watch support.";
    await store.setReviewSummary({ appStoreId: trailmix!.storeId, territory: "USA", locale: "en-US", text: rewritten });
    await store.setReviewSummary({ appStoreId: trailmix!.storeId, territory: "DEU", locale: "de-DE", text: null });
    store.clearRequestLog();

    // Most syncs read only the new reviews, and not the summaries.
    expect(await sync(owner, appId)).toMatchObject({ fullPass: 0 });
    expect(summaryRequests(owner)).toEqual([]);
    expect((await appleSummaries(owner, appId)).map((summary) => summary.text)).not.toContain(rewritten);

    await db().app.update({ where: { id: appId }, data: { nextFullPassAt: new Date(Date.now() - 1000) } });
    expect(await sync(owner, appId)).toMatchObject({ fullPass: 1, reviewSummaries: 3 });
    expect(summaryRequests(owner)).toHaveLength(1);
    const summaries = await appleSummaries(owner, appId);
    expect(summaries.find((summary) => summary.territory === "USA")).toMatchObject({ locale: "en-US", text: rewritten });
    expect(summaries.map((summary) => summary.territory).sort()).toEqual(["GBR", "JPN", "USA"]);
  });

  it("are another user's no more than the app is: 404", async () => {
    const { appId } = await ownerOf(trailmix!.storeId);
    const stranger = api.client();
    await stranger.registerAndSignIn();
    expect((await stranger.get(`/api/apps/${appId}/reviews/summary`)).status).toBe(404);
  });
});
