import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const trailmix = demoAccount.apps[0]!;
/** A new owner of Trailmix whose agent drafts review replies only, with a reply pending. */
async function pendingReply(): Promise<{ owner: ApiClient; appId: string; action: any }> {
  const owner = api.client();
  await owner.registerAndSignIn();
  const app = await registerSyncedApp(owner, trailmix.storeId);
  await owner.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["reviewReplies"] } });
  await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
  await runJobs();
  const agent = (await owner.get(`/api/apps/${app.id}/agent`)).body;
  expect(agent.pendingAction?.type).toBe("reply_to_review");
  return { owner, appId: app.id, action: agent.pendingAction };
}

describe("a reply proposal", () => {
  it("carries the review it answers", async () => {
    const { action } = await pendingReply();
    const review = await db().customerReview.findUniqueOrThrow({ where: { id: action.mutation.reviewId } });
    expect(action.review).toEqual({
      id: review.id,
      rating: review.rating,
      title: review.title,
      body: review.body,
      nickname: review.reviewerNickname,
      territory: review.territory,
      createdAt: review.storeCreatedAt.toISOString(),
    });
  });

  it("is checked again at approval: a word the owner forbade since the proposal refuses it, and nothing is approved", async () => {
    const { owner, appId, action } = await pendingReply();
    const word = (action.mutation.after as string).match(/(?<![\p{L}\p{N}])\p{L}{6,}(?![\p{L}\p{N}])/u)![0];
    expect((await owner.patch(`/api/apps/${appId}/word-lists`, { forbiddenWords: [word] })).status).toBe(200);
    const refused = await owner.post(`/api/apps/${appId}/agent/approve`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("precheck_failed");
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ rule: "forbidden_words", severity: "hard" }));
    expect((await owner.get(`/api/apps/${appId}/agent`)).body.pendingAction).toMatchObject({ id: action.id, status: "pending" });
  });

  it("approved with the owner's edit: the edit is prechecked, the store receives it, the log records it", async () => {
    const { owner, appId, action } = await pendingReply();
    const refused = await owner.post(`/api/apps/${appId}/agent/approve`, { after: "Thanks! Our Android app is better. Lorem ipsum" });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("precheck_failed");
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toEqual(["body.after", "body.after"]);
    expect((await owner.get(`/api/apps/${appId}/agent`)).body.pendingAction.id).toBe(action.id);

    const edit = "Thank you for the detailed review. Please write to us through the Support link so we can look into it.";
    const approved = await owner.post(`/api/apps/${appId}/agent/approve`, { after: edit });
    expect(approved.status).toBe(202);
    await runJobs();
    const review = await db().customerReview.findUniqueOrThrow({ where: { id: action.mutation.reviewId } });
    const responses = (await storeSandbox(owner).snapshot()).reviewResponses.filter((response) => response.reviewId === review.storeId);
    expect(responses.map((response) => response.responseBody)).toEqual([edit]);
    const events = (await owner.get(`/api/apps/${appId}/agent/events?limit=100`)).body.items as { kind: string; data: any }[];
    expect(events.find((event) => event.kind === "approval")?.data).toMatchObject({
      actionId: action.id,
      edited: true,
      proposedAfter: action.mutation.after,
      after: edit,
    });
    const executed = await db().agentAction.findUniqueOrThrow({ where: { id: action.id } });
    expect(executed.status).toBe("executed");
  });

  it("approved without a body, as proposed", async () => {
    const { owner, appId, action } = await pendingReply();
    expect((await owner.post(`/api/apps/${appId}/agent/approve`)).status).toBe(202);
    await runJobs();
    const review = await db().customerReview.findUniqueOrThrow({ where: { id: action.mutation.reviewId } });
    const responses = (await storeSandbox(owner).snapshot()).reviewResponses.filter((response) => response.reviewId === review.storeId);
    expect(responses.map((response) => response.responseBody)).toEqual([action.mutation.after]);
    // Recorded as the agent's change, with the action that made it.
    const changes = (await owner.get(`/api/apps/${appId}/changes?author=agent`)).body.items;
    expect(changes).toEqual([
      expect.objectContaining({
        resource: "review_response",
        resourceId: action.mutation.reviewId,
        field: "response",
        before: null,
        after: action.mutation.after,
        author: expect.objectContaining({ kind: "agent", agentActionId: action.id }),
      }),
    ]);
    expect((await owner.get(`/api/apps/${appId}/changes?author=user`)).body.items).toEqual([]);
  });
});

describe("a rejection that listens", () => {
  it("scope this_kind stops replies until the memory is removed; a no-emoji, formal reason changes the next draft", async () => {
    const { owner, appId, action } = await pendingReply();
    expect(action.mutation.after).toMatch(/\p{Extended_Pictographic}/u);
    const wrongScope = await owner.post(`/api/apps/${appId}/agent/reject`, { reason: "No", scope: "this_locale" });
    expect(wrongScope.status).toBe(400);

    const rejected = await owner.post(`/api/apps/${appId}/agent/reject`, {
      reason: "No emoji please, and a more formal tone",
      scope: "this_kind",
    });
    expect(rejected.status).toBe(200);
    await runJobs();
    const memories = (await owner.get(`/api/apps/${appId}/agent/memories`)).body.items.map((memory: { key: string }) => memory.key);
    expect(memories).toEqual(expect.arrayContaining(["avoid:kind:reply_to_review", "style:no_emoji", "style:formal"]));
    await db().agent.update({ where: { appId }, data: { runRequestedAt: null } });
    expect((await owner.post(`/api/apps/${appId}/agent/run`)).status).toBe(202);
    await runJobs();
    // Only replies are allowed: nothing to propose while the scope holds.
    expect((await owner.get(`/api/apps/${appId}/agent`)).body.pendingAction).toBeNull();

    const forgot = await owner.delete(`/api/apps/${appId}/agent/memories/${encodeURIComponent("avoid:kind:reply_to_review")}`);
    expect(forgot.status).toBe(204);
    expect((await owner.delete(`/api/apps/${appId}/agent/memories/${encodeURIComponent("avoid:kind:reply_to_review")}`)).status).toBe(404);
    await db().agent.update({ where: { appId }, data: { runRequestedAt: null } });
    await owner.post(`/api/apps/${appId}/agent/run`);
    await runJobs();
    const next = (await owner.get(`/api/apps/${appId}/agent`)).body.pendingAction;
    expect(next.type).toBe("reply_to_review");
    expect(next.mutation.after).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(next.mutation.after).toMatch(/^(Hello .+, thank|Thank) you for your feedback\./);
  });
});
