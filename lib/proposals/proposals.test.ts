import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoTeamKey, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";
import { setTeamPlan } from "@/test/personal-team";

const api = useApi();
const [trailmix] = demoAccount.apps;

let owner: Awaited<ReturnType<typeof person>>;
let support: Awaited<ReturnType<typeof person>>;
let marketing: Awaited<ReturnType<typeof person>>;
let developer: Awaited<ReturnType<typeof person>>;
let teamId: string;
let appId: string;
let versionId: string;
let versionStoreId: string;

/** How many times the store was asked to write a version localization. */
const localizationWrites = () =>
  storeSandbox(owner.client)
    .control.requestLog()
    .filter((entry) => entry.method === "PATCH" && entry.path.startsWith("/v1/appStoreVersionLocalizations/")).length;

beforeAll(async () => {
  owner = await person(api, "Olga Owner");
  teamId = (await owner.client.post("/api/teams", { name: "Trailmix Inc." })).body.id;
  await setTeamPlan(teamId, "pro");
  appId = (await registerSyncedApp(owner.client, trailmix!.storeId, { ...demoTeamKey, teamId })).id;
  [support, marketing, developer] = [
    await person(api, "Sue Support"),
    await person(api, "Mark Marketing"),
    await person(api, "Dev Developer"),
  ];
  await joinTeam(owner.client, teamId, support, "support");
  await joinTeam(owner.client, teamId, marketing, "marketing");
  await joinTeam(owner.client, teamId, developer, "developer");
  const versions = (await owner.client.get(`/api/apps/${appId}/versions`)).body.items;
  const editable = versions.find((version: { appStoreState: string }) => version.appStoreState === "PREPARE_FOR_SUBMISSION");
  versionId = editable.id;
  versionStoreId = editable.storeId;
});

const queue = (client: ApiClient) => client.get(`/api/apps/${appId}/proposals`);

describe("a member who proposes but does not publish", () => {
  it("gets 202 with a proposal; a publisher approves it with an edit; the store gets the edited text once; both names are recorded", async () => {
    const writesBefore = localizationWrites();
    const path = `/api/apps/${appId}/versions/${versionId}/localizations/en-US`;
    const proposed = await support.client.patch(path, { description: "Trailmix keeps your hikes in one place." });
    expect(proposed).toMatchObject({
      status: 202,
      body: {
        source: "member",
        kind: "version_localization",
        status: "pending",
        permission: "metadata.publish",
        approverRoles: ["owner", "admin", "marketing"],
        proposedBy: { userId: support.id },
        changes: [{ field: "description", after: "Trailmix keeps your hikes in one place." }],
      },
    });
    expect(localizationWrites()).toBe(writesBefore);

    const waiting = (await queue(marketing.client)).body.items;
    expect(waiting.map((item: { id: string }) => item.id)).toContain(proposed.body.id);
    // The proposer cannot approve their own proposal: their role does not publish metadata.
    const selfApproved = await support.client.post(`/api/apps/${appId}/proposals/${proposed.body.id}/approve`);
    expect(selfApproved.status).toBe(403);
    expect(selfApproved.body.detail).toContain("metadata.publish");

    const edited = "Trailmix keeps every hike in one place.";
    const approved = await marketing.client.post(`/api/apps/${appId}/proposals/${proposed.body.id}/approve`, { after: edited });
    expect(approved).toMatchObject({
      status: 200,
      body: { status: "approved", decidedBy: { userId: marketing.id }, changes: [{ field: "description", after: edited }] },
    });
    expect(localizationWrites()).toBe(writesBefore + 1);
    const inStore = (await storeSandbox(owner.client).snapshot()).versionLocalizations.find(
      (row) => row.versionId === versionStoreId && row.locale === "en-US",
    );
    expect(inStore?.description).toBe(edited);

    const again = await owner.client.post(`/api/apps/${appId}/proposals/${proposed.body.id}/approve`);
    expect(again).toMatchObject({ status: 409, body: { code: "proposal_decided" } });
    expect(localizationWrites()).toBe(writesBefore + 1);

    const [revision] = (await owner.client.get(`/api/apps/${appId}/changes?field=description`)).body.items;
    expect(revision).toMatchObject({
      after: edited,
      author: { kind: "user", userId: marketing.id, proposalId: proposed.body.id, proposedById: support.id },
    });
    const log = (await owner.client.get(`/api/teams/${teamId}/audit-log`)).body.items;
    expect(log.find((entry: { action: string }) => entry.action === "proposal.approved")).toMatchObject({
      actorEmail: marketing.email,
      data: { proposalId: proposed.body.id, proposedBy: { email: support.email }, edited: true },
    });
    expect(log.find((entry: { action: string }) => entry.action === "proposal.created")).toMatchObject({ actorEmail: support.email });
  });

  it("is never approved by its proposer, whatever their role now: promoted to marketing, they are refused, and another publisher approves", async () => {
    const proposer = await person(api, "Pat Proposer");
    await joinTeam(owner.client, teamId, proposer, "support");
    const proposed = await proposer.client.patch(`/api/apps/${appId}/versions/${versionId}/localizations/en-US`, {
      promotionalText: "Trails for every weekend.",
    });
    expect(proposed.status).toBe(202);
    expect((await owner.client.patch(`/api/teams/${teamId}/members/${proposer.id}`, { role: "marketing" })).body.role).toBe("marketing");

    const writesBefore = localizationWrites();
    const approve = `/api/apps/${appId}/proposals/${proposed.body.id}/approve`;
    for (const body of [undefined, { after: "Trails for every weekend, and more." }]) {
      const selfApproved = await proposer.client.post(approve, body);
      expect(selfApproved).toMatchObject({ status: 403, body: { code: "forbidden" } });
      expect(selfApproved.body.detail).toContain("their own proposal");
    }
    expect(localizationWrites()).toBe(writesBefore);
    expect(await db().proposal.findUniqueOrThrow({ where: { id: proposed.body.id } })).toMatchObject({
      status: "pending",
      decidedById: null,
    });

    const approved = await marketing.client.post(approve);
    expect(approved).toMatchObject({ status: 200, body: { proposedBy: { userId: proposer.id }, decidedBy: { userId: marketing.id } } });
    const revisions = await db().storeRevision.findMany({ where: { proposalId: proposed.body.id } });
    expect(revisions.length).toBeGreaterThan(0);
    for (const revision of revisions) expect(revision.userId).not.toBe(revision.proposedById);
  });

  it("is rejected with a reason, which the proposer reads; nothing reaches the store", async () => {
    const writesBefore = localizationWrites();
    const proposed = await developer.client.patch(`/api/apps/${appId}/versions/${versionId}/localizations/en-US`, {
      keywords: "hike,trail,map",
    });
    expect(proposed.status).toBe(202);
    const rejected = await owner.client.post(`/api/apps/${appId}/proposals/${proposed.body.id}/reject`, {
      reason: "Keep the old keywords",
    });
    expect(rejected).toMatchObject({ status: 200, body: { status: "rejected", reason: "Keep the old keywords" } });
    const record = (await developer.client.get(`/api/apps/${appId}/proposals?status=rejected`)).body.items;
    expect(record.find((item: { id: string }) => item.id === proposed.body.id)).toMatchObject({ reason: "Keep the old keywords" });
    expect((await queue(owner.client)).body.items.map((item: { id: string }) => item.id)).not.toContain(proposed.body.id);
    expect(localizationWrites()).toBe(writesBefore);
  });

  it("answers a reply as the role allows: support publishes it (201), a developer proposes it (202), a viewer neither (403)", async () => {
    const reviews = (await support.client.get(`/api/apps/${appId}/reviews?limit=3`)).body.items;
    // Every member reads the reviews, not only the account that registered the app.
    expect(reviews).toHaveLength(3);
    const reply = (client: ApiClient, reviewId: string) =>
      client.post(`/api/apps/${appId}/reviews/${reviewId}/response`, { responseBody: "Thanks for hiking with us!" });
    expect((await reply(support.client, reviews[0].id)).status).toBe(201);
    const proposed = await reply(developer.client, reviews[1].id);
    expect(proposed).toMatchObject({
      status: 202,
      body: { kind: "review_response", approverRoles: ["owner", "admin", "marketing", "support"] },
    });

    const viewer = await person(api, "Vic Viewer");
    await joinTeam(owner.client, teamId, viewer, "viewer");
    const refused = await reply(viewer.client, reviews[2].id);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("replies.publish");
    expect(await db().proposal.count({ where: { appId, proposedById: viewer.id } })).toBe(0);
  });

  it("is prechecked when proposed: a hard finding is refused before it reaches the queue", async () => {
    expect((await owner.client.patch(`/api/apps/${appId}/word-lists`, { forbiddenWords: ["freebie"] })).status).toBe(200);
    const refused = await support.client.patch(`/api/apps/${appId}/versions/${versionId}/localizations/en-US`, {
      promotionalText: "Get a freebie today",
    });
    expect(refused).toMatchObject({ status: 422, body: { code: "precheck_failed" } });
    expect(await db().proposal.count({ where: { appId, proposedById: support.id, status: "pending" } })).toBe(0);
  });
});

describe("the agent's pending action", () => {
  it("waits in the same queue, and is approved there with an edit as its own approve does", async () => {
    await owner.client.patch(`/api/apps/${appId}/word-lists`, { forbiddenWords: [] });
    await owner.client.post(`/api/apps/${appId}/agent/config`, { config: { fields: ["reviewReplies"] } });
    await owner.client.post(`/api/apps/${appId}/agent/toggle`, { enabled: true });
    await runJobs();
    const pending = (await owner.client.get(`/api/apps/${appId}/agent`)).body.pendingAction;
    expect(pending?.type).toBe("reply_to_review");

    const listed = (await queue(support.client)).body.items.find((item: { id: string }) => item.id === pending.id);
    expect(listed).toMatchObject({ source: "agent", kind: "review_response", proposedBy: null, permission: "replies.publish" });
    // A developer proposes replies but does not publish them: they cannot approve the agent's either.
    expect((await developer.client.post(`/api/apps/${appId}/proposals/${pending.id}/approve`)).status).toBe(403);

    const edit = "Thank you for the review. Please write to us through the Support link so we can look into it.";
    const approved = await support.client.post(`/api/apps/${appId}/proposals/${pending.id}/approve`, { after: edit });
    expect(approved).toMatchObject({ status: 200, body: { source: "agent", status: "approved", decidedBy: { userId: support.id } } });
    await runJobs();
    const review = await db().customerReview.findUniqueOrThrow({ where: { id: pending.mutation.reviewId } });
    expect(review.responseBody).toBe(edit);
  });
});
