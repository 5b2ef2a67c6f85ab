// readAppForSync against the simulator: complete data, few requests.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readAppForSync, readReviewsSince } from "./read-app-for-sync";
import { demoAccount } from "@/platform/store-simulator";
import { startSimulator, type SimulatorHarness } from "@/test/store-harness";

const trailmix = demoAccount.apps[0]!.storeId;
let h: SimulatorHarness;

beforeAll(async () => {
  h = await startSimulator();
});
afterAll(() => h.close());
beforeEach(() => h.sim.control.reset());

describe("readAppForSync", () => {
  it("reads everything for the largest demo app in a handful of requests", async () => {
    const state = await h.sim.snapshot();
    const snapshot = await readAppForSync(h.teamClient(), trailmix, { vendorNumber: demoAccount.vendorNumber });
    const infoIds = new Set(state.appInfos.filter((i) => i.appId === trailmix).map((i) => i.id));
    const versionIds = new Set(state.versions.filter((v) => v.appId === trailmix).map((v) => v.id));
    const reviewIds = new Set(state.reviews.filter((r) => r.appId === trailmix).map((r) => r.id));
    const experimentIds = new Set(state.experiments.filter((e) => e.appId === trailmix).map((e) => e.id));

    expect(snapshot.app.attributes?.name).toBe("Trailmix: Hiking Planner");
    expect(snapshot.appInfos).toHaveLength(infoIds.size);
    expect(snapshot.appInfoLocalizations).toHaveLength(state.appInfoLocalizations.filter((l) => infoIds.has(l.appInfoId)).length);
    expect(snapshot.versions).toHaveLength(versionIds.size);
    expect(snapshot.versionLocalizations).toHaveLength(state.versionLocalizations.filter((l) => versionIds.has(l.versionId)).length);
    expect(snapshot.builds).toHaveLength(state.builds.filter((b) => b.appId === trailmix).length);
    expect(snapshot.reviews).toHaveLength(reviewIds.size);
    expect(snapshot.reviewResponses).toHaveLength(state.reviewResponses.filter((x) => reviewIds.has(x.reviewId)).length);
    expect(snapshot.experiments).toHaveLength(experimentIds.size);
    expect(snapshot.treatments).toHaveLength(state.treatments.filter((t) => experimentIds.has(t.experimentId)).length);
    expect(snapshot.sales?.report.rows.length).toBeGreaterThan(0);
    expect(snapshot.sales?.report.rows.every((row) => row["Apple Identifier"] === trailmix)).toBe(true);

    expect(snapshot.reviewSummaries.map((summary) => summary.id)).toEqual(
      state.reviewSummaries.filter((summary) => summary.appId === trailmix).map((summary) => summary.id),
    );

    // app, appInfos, versions, builds, 4 pages of reviews, Apple's review summaries, experiments, sales
    expect(h.sim.control.requestLog()).toHaveLength(11);
  });

  it("skips sales for individual keys", async () => {
    const snapshot = await readAppForSync(h.individualClient(), trailmix, { vendorNumber: demoAccount.vendorNumber });
    expect(snapshot.sales).toBeNull();
    expect(h.sim.control.requestLog().some((entry) => entry.path === "/v1/salesReports")).toBe(false);
  });

  it("reads the rest of a relationship cut at the include limit of 50", async () => {
    const client = h.teamClient();
    const version = (await client.listAppStoreVersions(trailmix, { "filter[appStoreState]": ["PREPARE_FOR_SUBMISSION"] })).data[0]!;
    for (let i = 0; i < 40; i++) await client.createVersionLocalization(version.id, { locale: `x-test-${i}` });
    h.sim.control.clearRequestLog();
    const snapshot = await readAppForSync(client, trailmix);
    expect(snapshot.versionLocalizations.filter((l) => l.relationships?.appStoreVersion?.data?.id === version.id)).toHaveLength(14 + 40);
    expect(h.sim.control.requestLog().filter((entry) => entry.path.endsWith("/appStoreVersionLocalizations"))).toHaveLength(1);
  });
});

describe("readReviewsSince", () => {
  it("stops at the first page that reaches reviews older than the newest stored one", async () => {
    const state = await h.sim.snapshot();
    const newestFirst = state.reviews.filter((r) => r.appId === trailmix).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    h.sim.control.clearRequestLog();
    const { reviews } = await readReviewsSince(h.teamClient(), trailmix, new Date(newestFirst[250]!.createdDate));
    // Page 1 ends before review 250's date is reached; page 2 (200–399) reaches past it.
    expect(reviews.map((r) => r.id)).toEqual(newestFirst.slice(0, 400).map((r) => r.id));
    expect(h.sim.control.requestLog()).toHaveLength(2);
  });

  it("reads on past a page that ends exactly at the newest stored instant, where more of that instant may follow", async () => {
    const instant = Date.parse("2030-01-01T00:00:00.000Z");
    const sim = await startSimulator({ clock: () => instant });
    try {
      for (let n = 0; n < 210; n++) {
        await sim.sim.control.addReview({ appStoreId: trailmix, rating: 5, title: `Same instant ${n}`, body: "Great.", territory: "USA" });
      }
      const { reviews } = await readReviewsSince(sim.teamClient({ clock: () => instant }), trailmix, new Date(instant));
      expect(reviews.filter((r) => r.attributes?.createdDate === new Date(instant).toISOString())).toHaveLength(210);
      expect(sim.sim.control.requestLog()).toHaveLength(2);
      expect(sim.violations).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});

describe("conformance", () => {
  it("every response and request body in this file validates against Apple's description", () => {
    expect(h.violations).toEqual([]);
  });
});
