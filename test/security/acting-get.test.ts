import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// The seed's `GET /apps/{appId}/pull` starts a sync and spends the plan's manual syncs: a GET that
// acts. It is held to the rules of a write, so neither a read-only token nor another site's link
// (with the victim's cookie) nor a HEAD can start one.
const api = useApi();
let owner: ApiClient;
let appId: string;

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn({ name: "Acting GET" });
  appId = (await registerSyncedApp(owner, "6449000001")).id;
});

/** Syncs asked for on demand; every earlier one is marked finished, so a pull would start a new one. */
async function tasksStarted(): Promise<number> {
  await db().syncTask.updateMany({
    where: { appId, status: { in: ["queued", "running"] } },
    data: { status: "succeeded", finishedAt: new Date() },
  });
  return db().syncTask.count({ where: { appId, reason: "on_demand" } });
}
const pullPath = () => `/api/apps/${appId}/pull`;

async function token(scope: "read" | "read_write") {
  const created = await owner.post("/api/account/tokens", { name: `pull ${scope}`, scope, expiresInDays: 7 });
  expect(created.status).toBe(201);
  return { authorization: `Bearer ${created.body.token}` };
}

describe("GET /apps/{appId}/pull is a write", () => {
  it("refuses a read token with 403 insufficient_scope and starts nothing", async () => {
    const before = await tasksStarted();
    const refused = await api.client().get(pullPath(), await token("read"));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("insufficient_scope");
    expect(await tasksStarted()).toBe(before);

    const allowed = await api.client().get(pullPath(), await token("read_write"));
    expect(allowed.status).toBe(202);
  });

  it("refuses another site's navigation or image with the session cookie, and starts nothing", async () => {
    const before = await tasksStarted();
    const crossSite = await owner.get(pullPath(), { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe("csrf_failed");
    // An older browser says nothing of where a request comes from: without the JSON content type,
    // which another site cannot send without a preflight, it is refused all the same.
    const unmarked = await owner.get(pullPath());
    expect(unmarked.status).toBe(403);
    const otherOrigin = await owner.request("GET", pullPath(), {
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(otherOrigin.status).toBe(403);
    expect(await tasksStarted()).toBe(before);

    const fromThisSite = await owner.request("GET", pullPath(), {
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    });
    expect(fromThisSite.status).toBe(202);
  });

  it("answers HEAD with 405 and Allow: GET, without starting a sync", async () => {
    const before = await tasksStarted();
    const head = await owner.request("HEAD", pullPath(), { headers: { "content-type": "application/json" } });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("GET");
    expect(await tasksStarted()).toBe(before);
  });
});

describe("POST /apps/{appId}/sync, the form to use", () => {
  it("starts a sync, or joins it, with the task at Location; the GET alias answers the same", async () => {
    const before = await tasksStarted();
    const started = await owner.post(`/api/apps/${appId}/sync`);
    expect(started.status).toBe(202);
    expect(started.headers.get("location")).toBe(`/api/tasks/${started.body.taskId}`);
    const joined = await owner.post(`/api/apps/${appId}/sync`);
    expect(joined.body.taskId).toBe(started.body.taskId);
    expect(await db().syncTask.count({ where: { appId, reason: "on_demand" } })).toBe(before + 1);
    const alias = await owner.request("GET", pullPath(), { headers: { "content-type": "application/json" } });
    expect(alias.status).toBe(202);
    expect(alias.headers.get("location")).toBe(`/api/tasks/${alias.body.taskId}`);
    expect((await owner.get(started.headers.get("location")!)).status).toBe(200);
  });

  it("refuses a read token with 403 insufficient_scope", async () => {
    const refused = await api.client().post(`/api/apps/${appId}/sync`, undefined);
    expect(refused.status).toBe(401);
    const read = await api.client().request("POST", `/api/apps/${appId}/sync`, { headers: await token("read") });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe("insufficient_scope");
  });
});
