import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { registerSyncedApp, runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { readAgentConfig } from "./config";

process.env.AGENT_RUN_COOLDOWN_SECONDS = "0";

const api = useApi();
const trailmix = demoAccount.apps[0]!;

describe("auto-approval", () => {
  it("reads a configuration saved as `autoApprove: true` as replies only, at the default daily limit", () => {
    expect(readAgentConfig({ autoApprove: true }).autoApprove).toEqual({ kinds: ["reply_positive", "reply_critical"], dailyLimit: 5 });
    expect(readAgentConfig({ autoApprove: false }).autoApprove).toEqual({ kinds: [], dailyLimit: 5 });
    expect(readAgentConfig({}).autoApprove).toEqual({ kinds: [], dailyLimit: 5 });
  });

  it("writes only the kinds the owner ticked, at most the daily limit; the rest wait for a person, saying why", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    // A configuration stored before the change: `true` meant everything.
    const agent = await db().agent.upsert({ where: { appId: app.id }, create: { appId: app.id }, update: {} });
    await db().agent.update({ where: { id: agent.id }, data: { config: { fields: ["reviewReplies", "keywords"], autoApprove: true } } });
    expect((await owner.get(`/api/apps/${app.id}/agent`)).body.config.autoApprove).toEqual({
      kinds: ["reply_positive", "reply_critical"],
      dailyLimit: 5,
    });
    expect((await owner.post(`/api/apps/${app.id}/agent/config`, { config: { autoApprove: { dailyLimit: 1 } } })).status).toBe(200);
    await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();

    const actions = async () => db().agentAction.findMany({ where: { agentId: agent.id }, orderBy: { createdAt: "asc" } });
    const [first] = await actions();
    expect(first).toMatchObject({ kind: "reply_to_review", status: "executed", autoApproved: true });

    // The next one is past the daily limit, or not a reply: it waits.
    expect((await owner.post(`/api/apps/${app.id}/agent/run`)).status).toBe(202);
    await runJobs();
    const second = (await actions())[1]!;
    expect(second).toMatchObject({ status: "pending", autoApproved: false });
    const events = (await owner.get(`/api/apps/${app.id}/agent/events?limit=100`)).body.items as { kind: string; data: any }[];
    const proposed = events.find((event) => event.kind === "proposal" && event.data.actionId === second.id)!;
    expect(proposed.data.waitsForYou).toMatch(second.kind === "reply_to_review" ? /daily limit/ : /not a kind you let/);
  });
});
