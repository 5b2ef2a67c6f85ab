import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { appRunner, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import type { AgentConfigPatch } from "./config";

const api = useApi();
const trailmix = demoAccount.apps[0]!;

let admin: ApiClient;

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
});

// Each test's owner is a new account: its store (its own sandbox of the simulator) starts from the seed.

interface Setup {
  owner: ApiClient;
  app: { id: string };
  agentId: string;
}

/** A new user with Trailmix synced, the agent configured and enabled, and its first tick run. */
async function enabledAgent(config: AgentConfigPatch): Promise<Setup> {
  const owner = api.client();
  await owner.registerAndSignIn();
  const app = await registerSyncedApp(owner, trailmix.storeId);
  const configured = await owner.post(`/api/apps/${app.id}/agent/config`, { config });
  expect(configured.status, JSON.stringify(configured.body)).toBe(200);
  const enabled = await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
  expect(enabled.status).toBe(200);
  await runJobs();
  return { owner, app, agentId: enabled.body.id };
}

const agentOf = async ({ owner, app }: Setup) => (await owner.get(`/api/apps/${app.id}/agent`)).body;
const eventsOf = async ({ owner, app }: Setup) =>
  (await owner.get(`/api/apps/${app.id}/agent/events?limit=100`)).body.items as { kind: string; data: Record<string, any> }[];

/** The store's (its owner's sandbox's) localization that an update_localization mutation targets. */
async function storeLocalization(mutation: { versionId: string; locale: string }) {
  const version = await db().appVersion.findUniqueOrThrow({ where: { id: mutation.versionId }, include: { app: true } });
  const state = await storeSandbox(version.app.userId).snapshot();
  return state.versionLocalizations.find((l) => l.versionId === version.storeId && l.locale === mutation.locale)!;
}

async function storeResponseTo(reviewId: string) {
  const review = await db().customerReview.findUniqueOrThrow({ where: { id: reviewId }, include: { app: true } });
  return (await storeSandbox(review.app.userId).snapshot()).reviewResponses.filter((r) => r.reviewId === review.storeId);
}

describe("the app agent", () => {
  it("starts disabled with the default configuration", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    const before = await owner.get(`/api/apps/${app.id}/agent`);
    expect(before.body).toMatchObject({ appId: app.id, enabled: false, status: "disabled", pendingAction: null, waitUntil: null });
    expect(before.body.config).toMatchObject({
      autoApprove: { kinds: [], dailyLimit: 5 },
      tickIntervalMinutes: 1440,
      reviewReplyTone: "friendly",
      locales: null,
    });
  });

  it("executes an approved proposal against the store", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    const waiting = await agentOf(setup);
    expect(waiting.status).toBe("awaiting_approval");
    const { mutation } = waiting.pendingAction;
    expect(mutation).toMatchObject({
      type: "update_localization",
      field: "keywords",
      before: "planner,tracker,offline,sync,widgets",
      after: "tracker,offline,sync,widgets",
    });
    expect((await storeLocalization(mutation)).keywords).toBe(mutation.before);
    // The owner is told: an approval email is queued for them (the outbox, in embedded mode).
    expect(
      await db().emailMessage.count({
        where: { template: "agent-approval", userId: (await db().app.findUniqueOrThrow({ where: { id: setup.app.id } })).userId },
      }),
    ).toBe(1);

    const approved = await setup.owner.post(`/api/apps/${setup.app.id}/agent/approve`);
    expect(approved.status).toBe(202);
    expect(approved.body).toMatchObject({ status: "executing", pendingAction: null });
    await runJobs();

    expect((await storeLocalization(mutation)).keywords).toBe(mutation.after);
    const after = await agentOf(setup);
    expect(after.status).toBe("sleeping");
    expect(new Date(after.waitUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const kinds = (await eventsOf(setup)).map((event) => event.kind).reverse();
    expect(kinds).toEqual(["config_changed", "enabled", "observation", "proposal", "approval", "execution", "sleep"]);
    const memories = (await setup.owner.get(`/api/apps/${setup.app.id}/agent/memories`)).body.items;
    expect(memories).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^outcome:/), value: expect.objectContaining({ outcome: "executed" }) }),
    ]);
    expect((await setup.owner.post(`/api/apps/${setup.app.id}/agent/approve`)).body.code).toBe("no_pending_action");
  });

  it("gives a rejection's reason to the next tick and never proposes the rejected change again", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    const first = (await agentOf(setup)).pendingAction;
    expect((await setup.owner.post(`/api/apps/${setup.app.id}/agent/reject`, { reason: "   " })).status).toBe(400);
    const reason = "We rank well for planner; keep it in every locale.";
    const rejected = await setup.owner.post(`/api/apps/${setup.app.id}/agent/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.pendingAction).toBeNull();
    await runJobs();
    expect((await agentOf(setup)).status).toBe("sleeping");

    expect((await admin.post(`/api/admin/agents/${setup.agentId}/wake`)).status).toBe(200);
    await runJobs();
    const second = (await agentOf(setup)).pendingAction;
    expect(second).not.toBeNull();
    expect(second.id).not.toBe(first.id);
    expect(second.mutation.locale).not.toBe(first.mutation.locale);
    const proposals = (await eventsOf(setup)).filter((event) => event.kind === "proposal");
    expect(proposals[0]!.data.actionId).toBe(second.id);
    expect(proposals[0]!.data.context.lastRejection).toMatchObject({ actionId: first.id, reason });
    expect(proposals[0]!.data.skipped).toContainEqual({ summary: first.summary, why: "rejected before" });
    const memories = (await setup.owner.get(`/api/apps/${setup.app.id}/agent/memories`)).body.items as { key: string; value: any }[];
    expect(memories.find((memory) => memory.key === "last_rejection")?.value.reason).toBe(reason);
    expect(memories.some((memory) => memory.key.startsWith("rejected:") && memory.value.reason === reason)).toBe(true);
    // Paged by key, one at a time: the same memories; a cursor of another kind is refused.
    const paged: string[] = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const path = `/api/apps/${setup.app.id}/agent/memories?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await setup.owner.get(path)).body as { items: { key: string }[]; nextCursor: string | null };
      paged.push(...page.items.map((memory) => memory.key));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(memories.map((memory) => memory.key));
  });

  it("executes without waiting under auto-approve", async () => {
    const setup = await enabledAgent({ fields: ["reviewReplies"], autoApprove: true, reviewReplyTone: "professional" });
    const agent = await agentOf(setup);
    expect(agent.status).toBe("sleeping");
    expect(agent.pendingAction).toBeNull();
    const action = await db().agentAction.findFirstOrThrow({ where: { agentId: setup.agentId } });
    expect(action).toMatchObject({ status: "executed", autoApproved: true, kind: "reply_to_review" });
    const mutation = action.mutation as { reviewId: string; after: string };
    expect(mutation.after).toMatch(/Kind regards/);
    expect((await storeResponseTo(mutation.reviewId)).map((r) => r.responseBody)).toEqual([mutation.after]);
    const kinds = (await eventsOf(setup)).map((event) => event.kind);
    expect(kinds).toContain("execution");
    expect((await eventsOf(setup)).find((event) => event.kind === "approval")?.data.auto).toBe(true);
    // Nothing waited for the owner, so nothing asked them.
    const { userId } = await db().app.findUniqueOrThrow({ where: { id: setup.app.id } });
    expect(await db().emailMessage.count({ where: { template: "agent-approval", userId } })).toBe(0);
  });

  it("wakes from its sleep at once when an admin clears waitUntil", async () => {
    const setup = await enabledAgent({ fields: ["reviewReplies"], autoApprove: true });
    const sleeping = await agentOf(setup);
    expect(sleeping.status).toBe("sleeping");
    expect((await setup.owner.post(`/api/admin/agents/${setup.agentId}/wake`)).status).toBe(403);
    // Nothing happens while it sleeps.
    await runJobs();
    expect((await agentOf(setup)).lastTickAt).toBe(sleeping.lastTickAt);

    const woken = await admin.post(`/api/admin/agents/${setup.agentId}/wake`);
    expect(woken.status).toBe(200);
    expect(woken.body.waitUntil).toBeNull();
    await runJobs();
    const after = await agentOf(setup);
    expect(after.lastTickAt > sleeping.lastTickAt).toBe(true);
    expect(after.status).toBe("sleeping");
    expect(await db().agentAction.count({ where: { agentId: setup.agentId, status: "executed" } })).toBe(2);
    const kinds = (await eventsOf(setup)).map((event) => event.kind);
    expect(kinds.indexOf("wake")).toBeGreaterThan(kinds.indexOf("proposal")); // newest first: a proposal after the wake
  });

  it("answers 409 agent_not_sleeping to a wake without waitUntil", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    expect((await agentOf(setup)).waitUntil).toBeNull(); // awaiting approval
    const response = await admin.post(`/api/admin/agents/${setup.agentId}/wake`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("agent_not_sleeping");
    expect((await admin.post(`/api/admin/agents/00000000-0000-7000-8000-000000000000/wake`)).status).toBe(404);
  });

  it("leaves no pending action when disabled while waiting, and writes nothing to the store", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    const pending = (await agentOf(setup)).pendingAction;
    storeSandbox(setup.owner).control.clearRequestLog();
    const disabled = await setup.owner.post(`/api/apps/${setup.app.id}/agent/toggle`, { enabled: false });
    expect(disabled.body).toMatchObject({ enabled: false, status: "disabled", pendingAction: null, waitUntil: null });
    expect((await setup.owner.post(`/api/apps/${setup.app.id}/agent/approve`)).status).toBe(409);
    await runJobs(new TestClock(new Date(Date.now() + 3 * 86_400_000)));
    expect(await db().agentAction.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "cancelled" });
    expect(await agentOf(setup)).toMatchObject({ status: "disabled", pendingAction: null });
    expect(
      storeSandbox(setup.owner)
        .control.requestLog()
        .filter((entry) => entry.method !== "GET"),
    ).toEqual([]);
    expect((await storeLocalization(pending.mutation)).keywords).toBe(pending.mutation.before);
  });

  it("executes an approved change exactly once when the process dies between approval and its record", async () => {
    const setup = await enabledAgent({ fields: ["reviewReplies"] });
    const pending = (await agentOf(setup)).pendingAction;
    expect((await setup.owner.post(`/api/apps/${setup.app.id}/agent/approve`)).status).toBe(202);
    storeSandbox(setup.owner).control.clearRequestLog();

    // The first runner's store write lands, but its answer never comes back: the process is gone.
    const hold = storeSandbox(setup.owner).control.holdResponses({ method: "POST", pathPrefix: "/v1/customerReviewResponses" });
    const now = Date.now();
    const crashed = appRunner({ clock: new TestClock(new Date(now)) });
    const abandoned = crashed.runUntilIdle();
    await hold.reached;

    // Another instance takes the run over once the dead one's lease has expired.
    const survivor = appRunner({ clock: new TestClock(new Date(now + 5 * 60_000)) });
    await survivor.runUntilIdle();
    await survivor.stop();
    hold.release();
    await abandoned;
    await crashed.stop();

    const writes = storeSandbox(setup.owner)
      .control.requestLog()
      .filter((entry) => entry.method === "POST");
    expect(writes).toHaveLength(1);
    expect((await storeResponseTo(pending.mutation.reviewId)).map((r) => r.responseBody)).toEqual([pending.mutation.after]);
    expect(await db().agentAction.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "executed",
      result: { alreadyApplied: true },
    });
    expect((await eventsOf(setup)).filter((event) => event.kind === "execution")).toHaveLength(1);
    expect((await agentOf(setup)).status).toBe("sleeping");
  });

  it("fails an approved change, writing nothing, when the store's value changed since the proposal", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    const pending = (await agentOf(setup)).pendingAction;
    // The publisher edits the same field in App Store Connect meanwhile.
    const version = await db().appVersion.findUniqueOrThrow({ where: { id: pending.mutation.versionId } });
    const edited = await setup.owner.patch(`/api/apps/${setup.app.id}/versions/${version.id}/localizations/${pending.mutation.locale}`, {
      keywords: "hiking,trails",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await setup.owner.post(`/api/apps/${setup.app.id}/agent/approve`)).status).toBe(202);
    await runJobs();
    expect(await db().agentAction.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "failed" });
    expect((await storeLocalization(pending.mutation)).keywords).toBe("hiking,trails");
    expect((await eventsOf(setup)).some((event) => event.kind === "execution_failed")).toBe(true);
  });

  it("creates an approved experiment with its treatments and their icons, and lists it from the store", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    // Pocket Ledger's earlier "Dark icon" test left an alternate icon to test again; Sleepwell has none, and gets no experiment.
    const ledger = demoAccount.apps[1]!;
    const app = await registerSyncedApp(owner, ledger.storeId);
    await owner.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["experiments"], autoApprove: true } });
    await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();
    // Experiments always wait for a person, whatever auto-approval allows.
    expect(await db().agentAction.findFirstOrThrow({ where: { agent: { appId: app.id } } })).toMatchObject({
      kind: "create_experiment",
      status: "pending",
      autoApproved: false,
    });
    expect((await owner.post(`/api/apps/${app.id}/agent/approve`)).status).toBe(202);
    await runJobs();
    const action = await db().agentAction.findFirstOrThrow({ where: { agent: { appId: app.id } } });
    expect(action).toMatchObject({ kind: "create_experiment", status: "executed" });
    const plan = (action.mutation as { after: { name: string; treatments: { name: string; appIconName?: string }[] } }).after;
    expect(plan.treatments).toEqual([{ name: "Icon AppIcon-Dark", appIconName: "AppIcon-Dark" }]);
    const listed = (await owner.get(`/api/apps/${app.id}/agent/experiments`)).body.items as {
      name: string;
      state: string;
      treatments: { name: string; appIconName: string | null }[];
    }[];
    const created = listed.find((experiment) => experiment.name === plan.name);
    expect(created?.state).toBe("PREPARE_FOR_SUBMISSION");
    expect(created?.treatments.map((t) => [t.name, t.appIconName])).toEqual([["Icon AppIcon-Dark", "AppIcon-Dark"]]);
  });

  it("merges configuration changes and refuses unknown keys", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    // `true`, as clients sent before auto-approval was narrowed: replies only.
    expect((await owner.post(`/api/apps/${app.id}/agent/config`, { config: { autoApprove: true } })).body.config.autoApprove).toEqual({
      kinds: ["reply_positive", "reply_critical"],
      dailyLimit: 5,
    });
    const narrowed = await owner.post(`/api/apps/${app.id}/agent/config`, { config: { autoApprove: { kinds: ["keywords"] } } });
    expect(narrowed.body.config.autoApprove).toEqual({ kinds: ["keywords"], dailyLimit: 5 });
    const merged = await owner.post(`/api/apps/${app.id}/agent/config`, { config: { locales: ["en-US", "de-DE"] } });
    expect(merged.body.config).toMatchObject({ autoApprove: { kinds: ["keywords"], dailyLimit: 5 }, locales: ["en-US", "de-DE"] });
    for (const config of [
      { autoApprove: { kinds: ["description"] } },
      { autoApprove: { dailyLimit: 0 } },
      { surprise: true },
      { tickIntervalMinutes: 5 },
      { locales: ["xx-XX"] },
      { fields: [] },
      { reviewReplyTone: "angry" },
    ]) {
      const refused = await owner.post(`/api/apps/${app.id}/agent/config`, { config });
      expect(refused.status, JSON.stringify(config)).toBe(400);
    }
    expect((await owner.get(`/api/apps/${app.id}/agent`)).body.config).toEqual(merged.body.config);
  });

  it("lists the app's experiments from the store, with their treatments", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    storeSandbox(owner).control.clearRequestLog();
    const response = await owner.get(`/api/apps/${app.id}/agent/experiments`);
    expect(response.status).toBe(200);
    const state = await storeSandbox(owner).snapshot();
    const storeApp = state.apps.find((a) => a.id === trailmix.storeId)!;
    expect(response.body.items.map((e: { name: string }) => e.name).sort()).toEqual(
      state.experiments
        .filter((e) => e.appId === storeApp.id)
        .map((e) => e.name)
        .sort(),
    );
    const summit = response.body.items.find((e: { name: string }) => e.name === "Summit icon");
    expect(summit.treatments).toHaveLength(2);
    expect(storeSandbox(owner).control.requestLog().length).toBeGreaterThan(0);
  });
});

describe("admin agent views", () => {
  it("lists every agent with app, owner and event counts, and shows one in detail", async () => {
    const setup = await enabledAgent({ fields: ["keywords"] });
    const list = await admin.get("/api/admin/agents?limit=100");
    expect(list.status).toBe(200);
    // Paged one at a time: the same agents in the same order.
    const paged: { id: string }[] = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page = (await admin.get(`/api/admin/agents?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).body as {
        items: { id: string }[];
        nextCursor: string | null;
      };
      paged.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(paged.map((agent) => agent.id)).toEqual(list.body.items.map((agent: { id: string }) => agent.id));
    const item = list.body.items.find((agent: { id: string }) => agent.id === setup.agentId);
    expect(item).toMatchObject({
      status: "awaiting_approval",
      app: { id: setup.app.id, storeId: trailmix.storeId },
      counts: { proposals: 1, approvals: 0 },
    });
    expect(item.pendingActionSummary).toMatch(/^Keywords/);
    // Agents that need attention come first.
    expect(
      list.body.items.findIndex((agent: { status: string }) => agent.status !== "awaiting_approval" && agent.status !== "error"),
    ).not.toBe(0);

    const detail = await admin.get(`/api/admin/agents/${setup.agentId}`);
    expect(detail.body).toMatchObject({ id: setup.agentId, app: { id: setup.app.id }, counts: { actionsByStatus: { pending: 1 } } });
    expect(detail.body.recentActions).toHaveLength(1);
    const events = await admin.get(`/api/admin/agents/${setup.agentId}/events?limit=2`);
    expect(events.body.items).toHaveLength(2);
    const rest = await admin.get(`/api/admin/agents/${setup.agentId}/events?limit=100&cursor=${events.body.nextCursor}`);
    expect([...events.body.items, ...rest.body.items].map((e: { kind: string }) => e.kind)).toEqual(
      (await eventsOf(setup)).map((e) => e.kind),
    );
    expect((await admin.get(`/api/admin/agents/unknown-agent`)).status).toBe(404);
    expect((await setup.owner.get("/api/admin/agents")).status).toBe(403);
  });
});
