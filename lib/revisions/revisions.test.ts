import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const trailmix = demoAccount.apps[0]!;

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string };
let versionId: string;

beforeAll(async () => {
  owner = api.client();
  const account = await owner.registerAndSignIn();
  stranger = api.client();
  await stranger.registerAndSignIn();
  app = await registerSyncedApp(owner, trailmix.storeId);
  const version = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, appStoreState: "PREPARE_FOR_SUBMISSION" } });
  versionId = version.id;
  expect(account.id).toBeTruthy();
});

describe("store changes on record", () => {
  it("records a user's edit with before, after, author and time; lists newest first with filters", async () => {
    const before = await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale: "en-US" } });
    const edited = await owner.patch(`/api/apps/${app.id}/versions/${versionId}/localizations/en-US`, {
      keywords: "hiking,trails,maps",
      whatsNew: before.whatsNew ?? "Faster maps.",
    });
    expect(edited.status).toBe(200);
    const review = await db().customerReview.findFirstOrThrow({ where: { appId: app.id, responseBody: null } });
    expect((await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: "Thanks for the review!" })).status).toBe(
      201,
    );

    const all = await owner.get(`/api/apps/${app.id}/changes`);
    expect(all.status).toBe(200);
    // The unchanged what's new is no revision.
    expect(all.body.items).toEqual([
      expect.objectContaining({
        resource: "review_response",
        resourceId: review.id,
        field: "response",
        before: null,
        after: "Thanks for the review!",
      }),
      expect.objectContaining({
        resource: "version_localization",
        resourceId: versionId,
        locale: "en-US",
        field: "keywords",
        before: before.keywords,
        after: "hiking,trails,maps",
        author: { kind: "user", userId: expect.any(String), agentActionId: null, proposalId: null, proposedById: null },
      }),
    ]);
    expect(Date.parse(all.body.items[1].createdAt)).toBeLessThanOrEqual(Date.parse(all.body.items[0].createdAt));

    const keywords = await owner.get(`/api/apps/${app.id}/changes?field=keywords&locale=en-US&author=user`);
    expect(keywords.body.items.map((item: { field: string }) => item.field)).toEqual(["keywords"]);
    expect((await owner.get(`/api/apps/${app.id}/changes?locale=de-DE`)).body.items).toEqual([]);
    const paged = await owner.get(`/api/apps/${app.id}/changes?limit=1`);
    expect(paged.body.items).toHaveLength(1);
    const next = await owner.get(`/api/apps/${app.id}/changes?limit=1&cursor=${paged.body.nextCursor}`);
    expect(next.body.items[0].field).toBe("keywords");
  });

  it("records nothing for a refused edit, and shows another user's app as missing", async () => {
    const count = await db().storeRevision.count({ where: { appId: app.id } });
    const refused = await owner.patch(`/api/apps/${app.id}/versions/${versionId}/localizations/en-US`, { promotionalText: "Lorem ipsum" });
    expect(refused.status).toBe(422);
    expect(await db().storeRevision.count({ where: { appId: app.id } })).toBe(count);
    expect((await stranger.get(`/api/apps/${app.id}/changes`)).status).toBe(404);
    expect((await owner.get(`/api/apps/${app.id}/changes?author=robot`)).status).toBe(400);
  });

  it("revert proposes the inverse as the agent's pending action; approved, the store gets the old value; a stale one is refused", async () => {
    const [keywords] = (await owner.get(`/api/apps/${app.id}/changes?field=keywords`)).body.items;
    const path = `/api/apps/${app.id}/changes/${keywords.id}/revert`;
    expect((await owner.post(path)).body.code).toBe("agent_not_enabled");
    // An agent allowed nothing it would propose on its own here.
    await owner.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["name"] } });
    await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();
    expect((await stranger.post(path)).status).toBe(404);

    const proposed = await owner.post(path);
    expect(proposed.status).toBe(201);
    expect(proposed.body.status).toBe("awaiting_approval");
    expect(proposed.body.pendingAction).toMatchObject({
      brain: "revert",
      mutation: {
        type: "update_localization",
        field: "keywords",
        locale: "en-US",
        versionId,
        before: keywords.after,
        after: keywords.before,
      },
    });
    expect((await owner.post(path)).body.code).toBe("agent_awaiting_decision");

    expect((await owner.post(`/api/apps/${app.id}/agent/approve`)).status).toBe(202);
    await runJobs();
    const stored = await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale: "en-US" } });
    expect(stored.keywords).toBe(keywords.before);
    const [latest] = (await owner.get(`/api/apps/${app.id}/changes?field=keywords`)).body.items;
    expect(latest).toMatchObject({ before: keywords.after, after: keywords.before, author: { kind: "agent" } });

    // The store no longer holds what that first change wrote: undoing it again would clobber.
    const stale = await owner.post(path);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("revision_stale");
    expect((await owner.get(`/api/apps/${app.id}/agent`)).body.pendingAction).toBeNull();
  });
});
