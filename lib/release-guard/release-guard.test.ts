import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setPersonalPlan } from "@/test/personal-team";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { overThreshold } from "./check-release-guard";

// The guard for phased releases, over HTTP against the simulator: a version released in phases,
// customers' reviews written through the simulator's control plane, and the sync after them.
const api = useApi();
const trailmix = demoAccount.apps[0]!;

interface RollingOut {
  owner: ApiClient;
  appId: string;
  versionId: string;
  versionString: string;
}

/** A new publisher with Trailmix, its prepared version approved and released in phases (day 1). */
async function rollingOutApp(): Promise<RollingOut> {
  const owner = api.client();
  await owner.registerAndSignIn();
  await setPersonalPlan(owner.userId!, "pro"); // several manual syncs in a day
  const app = await registerSyncedApp(owner, trailmix.storeId);
  const versions = (await owner.get(`/api/apps/${app.id}/versions`)).body.items as {
    id: string;
    storeId: string;
    versionString: string;
    appStoreState: string;
  }[];
  const version = versions.find((candidate) => candidate.appStoreState === "PREPARE_FOR_SUBMISSION")!;
  const url = `/api/apps/${app.id}/versions/${version.id}`;
  expect((await owner.patch(url, { releaseType: "MANUAL", phasedRelease: true })).status).toBe(200);
  await storeSandbox(owner).control.setVersionState(version.storeId, "PENDING_DEVELOPER_RELEASE");
  const released = await owner.post(`${url}/release`);
  expect(released.status, JSON.stringify(released.body)).toBe(200);
  expect(released.body.phasedRelease).toMatchObject({ state: "ACTIVE" });
  return { owner, appId: app.id, versionId: version.id, versionString: version.versionString };
}

async function reviewsThenSync(rollout: RollingOut, ratings: number[]): Promise<void> {
  const { control } = storeSandbox(rollout.owner);
  for (const [index, rating] of ratings.entries()) {
    await control.addReview({
      appStoreId: trailmix.storeId,
      rating,
      title: `Review ${index}`,
      body: "Since the update…",
      territory: "USA",
    });
  }
  expect((await rollout.owner.pull(rollout.appId)).status).toBe(202);
  await runJobs();
}

const rolloutState = async ({ owner, appId, versionId }: RollingOut) =>
  (await owner.get(`/api/apps/${appId}/versions/${versionId}/release`)).body.phasedRelease.state as string;

const pendingPauses = async ({ owner, appId }: RollingOut) =>
  (
    (await owner.get(`/api/apps/${appId}/proposals`)).body.items as { kind: string; status: string; id: string; rationale: string }[]
  ).filter((proposal) => proposal.kind === "phased_release_pause" && proposal.status === "pending");

describe("the share that trips the guard", () => {
  it("is over the owner's percentage, with at least the minimum number of reviews", () => {
    const guard = { lowRatingPercent: 30, minimumReviews: 5 };
    expect(overThreshold(guard, { total: 10, low: 3 })).toBe(false); // 30 % is not above 30 %
    expect(overThreshold(guard, { total: 10, low: 4 })).toBe(true);
    expect(overThreshold(guard, { total: 4, low: 4 })).toBe(false); // too few to mean anything
    expect(overThreshold(guard, { total: 5, low: 2 })).toBe(true);
  });
});

describe("the guard for phased releases", () => {
  it("is off until set, refuses settings out of range, then proposes the pause once, which an approver carries out", async () => {
    const rollout = await rollingOutApp();
    const { owner, appId, versionId, versionString } = rollout;
    const guardUrl = `/api/apps/${appId}/release-guard`;
    expect((await owner.get(guardUrl)).body).toMatchObject({
      enabled: false,
      action: "propose",
      lowRatingPercent: 30,
      minimumReviews: 5,
      lastTrip: null,
    });

    // Off: a rollout drawing 1-star reviews goes on.
    await reviewsThenSync(rollout, [1, 1, 1, 1, 1]);
    expect(await rolloutState(rollout)).toBe("ACTIVE");
    expect(await pendingPauses(rollout)).toEqual([]);

    const outOfRange = await owner.put(guardUrl, { enabled: true, action: "propose", lowRatingPercent: 0, minimumReviews: 5 });
    expect(outOfRange).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    expect((await owner.get(guardUrl)).body.enabled).toBe(false);

    // On, with a higher bar than the five 1-star reviews already in the window: 5 of 10 is 50 %.
    const set = await owner.put(guardUrl, { enabled: true, action: "propose", lowRatingPercent: 50, minimumReviews: 10 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await reviewsThenSync(rollout, [5, 5, 4, 5]); // 9 reviews: too few
    expect(await pendingPauses(rollout)).toEqual([]);
    await reviewsThenSync(rollout, [2]); // 6 of 10 give 1 or 2 stars: 60 %
    const [pause] = await pendingPauses(rollout);
    expect(pause).toMatchObject({
      source: "guard",
      summary: "Pause the version's phased release",
      targetId: versionId,
      changes: [{ field: "phasedRelease", before: "rolling out", after: "paused" }],
      approverRoles: expect.arrayContaining(["owner", "developer"]),
    });
    expect(pause!.rationale).toContain(`6 of the 10 reviews written in the last 24 hours of version ${versionString}'s rollout`);
    expect(await rolloutState(rollout)).toBe("ACTIVE");
    expect((await owner.get(guardUrl)).body.lastTrip).toMatchObject({ versionId, versionString });

    // The people who ship were asked, with the figures.
    await runJobs();
    const asked = await db().emailMessage.findFirstOrThrow({
      where: { userId: owner.userId!, template: "release-update" },
      orderBy: { createdAt: "desc" },
    });
    expect(asked.subject).toBe(`${trailmix.name}: The release guard proposes pausing the phased release of version ${versionString}.`);
    expect(asked.html).toContain("60 %");

    const approved = await owner.post(`/api/apps/${appId}/proposals/${pause!.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", decidedBy: { userId: owner.userId } });
    expect(await rolloutState(rollout)).toBe("PAUSED");
    const timeline = (await owner.get(`/api/apps/${appId}/versions/${versionId}/timeline`)).body.items;
    expect(timeline.at(-1)).toMatchObject({
      subject: "phased_release",
      state: "PAUSED",
      source: "action",
      stateInWords: "Phased release paused",
    });

    // Resumed by a person after reading the reviews: the guard does not pause it again.
    expect((await owner.patch(`/api/apps/${appId}/versions/${versionId}/phased-release`, { state: "ACTIVE" })).status).toBe(200);
    await reviewsThenSync(rollout, [1, 1]);
    expect(await rolloutState(rollout)).toBe("ACTIVE");
    expect(await pendingPauses(rollout)).toEqual([]);
  });

  it("pauses the rollout itself when the owner chose so, and says why on the timeline and to the people who ship", async () => {
    const rollout = await rollingOutApp();
    const { owner, appId, versionId, versionString } = rollout;
    const set = await owner.put(`/api/apps/${appId}/release-guard`, {
      enabled: true,
      action: "pause",
      lowRatingPercent: 30,
      minimumReviews: 5,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    await reviewsThenSync(rollout, [5, 5, 5, 5, 1]); // 20 %: under the bar
    expect(await rolloutState(rollout)).toBe("ACTIVE");
    await reviewsThenSync(rollout, [2, 1]); // 3 of 7: 43 %
    expect(await rolloutState(rollout)).toBe("PAUSED");
    expect(await pendingPauses(rollout)).toEqual([]);

    const timeline = (await owner.get(`/api/apps/${appId}/versions/${versionId}/timeline`)).body.items;
    expect(timeline.at(-1)).toMatchObject({
      subject: "phased_release",
      state: "PAUSED",
      source: "guard",
      how: "Done by the app's release guard",
      by: null,
    });
    expect(timeline.at(-1).note).toContain("The release guard paused it: 3 of the 7 reviews");

    await runJobs();
    const told = await db().emailMessage.findFirstOrThrow({
      where: { userId: owner.userId!, template: "release-update" },
      orderBy: { createdAt: "desc" },
    });
    expect(told.subject).toBe(`${trailmix.name}: The phased release of version ${versionString} is paused.`);
    expect(told.html).toContain("The release guard paused it");
  });
});
