import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";

import { IDEMPOTENCY_WINDOW_MS, requestFingerprint } from "./idempotency-keys";

// Retrying a POST that creates something, with an Idempotency-Key, over HTTP (Stripe's semantics).
const api = useApi();
let owner: ApiClient;
const ticket = { type: "QUESTION", subject: "Sync stopped", message: "Since this morning." };
const open = (body: unknown, key?: string) =>
  owner.request("POST", "/api/support/tickets", { body, headers: key === undefined ? {} : { "idempotency-key": key } });
const ticketCount = () => db().supportTicket.count({ where: { userId: owner.userId! } });

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
});

describe("Idempotency-Key", () => {
  it("replays the first answer to a retry with the same key and body, creating one ticket", async () => {
    const key = randomUUID();
    const first = await open(ticket, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const retry = await open(ticket, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(first.body.ticketId).toEqual(expect.any(String));
    expect(await ticketCount()).toBe(1);
    // Without a key, each request is its own.
    await open(ticket);
    await open(ticket);
    expect(await ticketCount()).toBe(3);
  });

  it("refuses the same key with another body (422), and a malformed key (400), creating nothing", async () => {
    const key = randomUUID();
    expect((await open(ticket, key)).status).toBe(201);
    const before = await ticketCount();
    const reused = await open({ ...ticket, subject: "Another question" }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("idempotency_key_reused");
    const malformed = await open(ticket, "no spaces allowed");
    expect(malformed.status).toBe(400);
    expect(await ticketCount()).toBe(before);
  });

  it("lets exactly one of concurrent duplicates create; the others are told it is running or get its answer", async () => {
    const key = randomUUID();
    const before = await ticketCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(ticket, key)));
    expect(await ticketCount()).toBe(before + 1);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) expect(answer.body.code).toBe("idempotency_key_in_use");
    const ids = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.ticketId));
    expect([...ids]).toEqual([expect.any(String)]);
  });

  it("keeps no error answer (a retry runs again), and forgets a key after 24 hours", async () => {
    const key = randomUUID();
    const refused = await open({ ...ticket, type: "NOT_A_TYPE" }, key);
    expect(refused.status).toBe(400);
    expect((await open(ticket, key)).status).toBe(201);

    const old = randomUUID();
    const first = await open(ticket, old);
    await db().idempotencyKey.updateMany({
      where: { key: old },
      data: { createdAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 60_000) },
    });
    const later = await open(ticket, old);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(later.body.ticketId).not.toBe(first.body.ticketId);
  });

  it("lets go of a first request that died mid-way (still running after 5 minutes)", async () => {
    const key = randomUUID();
    const fingerprint = requestFingerprint("POST", "/api/support/tickets", ticket);
    await db().idempotencyKey.create({ data: { userId: owner.userId!, access: "session", key, fingerprint } });
    const meanwhile = await open(ticket, key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.code).toBe("idempotency_key_in_use");
    await db().idempotencyKey.updateMany({ where: { key }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await open(ticket, key)).status).toBe(201);
  });

  it("replays a kept answer only to the same access: a token limited to another team neither gets it (REST or MCP) nor is stopped by it", async () => {
    const teamId = (await owner.post("/api/teams", { name: "Webhook team" })).body.id as string;
    const personal = (await owner.get("/api/teams")).body.items.find((team: { personal: boolean }) => team.personal).id as string;
    const tokenFor = async (scope: string, teamLimit?: string) =>
      (await owner.post("/api/account/tokens", { name: "script", scope, expiresInDays: 1, ...(teamLimit && { teamId: teamLimit }) })).body
        .token as string;
    const limited = await tokenFor("read_write", personal);
    const key = randomUUID();
    const hook = { url: "https://hooks.example.com/idempotent", events: ["sync.completed"], teamId };
    const create = (headers: Record<string, string> = {}, body: unknown = hook) =>
      api.client().request("POST", "/api/webhooks", { body, headers: { "idempotency-key": key, ...headers } });

    const made = await owner.request("POST", "/api/webhooks", { body: hook, headers: { "idempotency-key": key } });
    expect(made).toMatchObject({ status: 201, body: { secret: expect.stringMatching(/^whsec_/) } });

    // The token limited to the personal team: as without the key, the other team is not there.
    const replayed = await create({ authorization: `Bearer ${limited}` });
    expect(replayed.status).toBe(404);
    expect(replayed.headers.get("idempotent-replayed")).toBeNull();
    expect(JSON.stringify(replayed.body)).not.toContain(made.body.secret);
    const viaMcp = await api.client().request("POST", "/api/mcp", {
      body: {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "createWebhook", arguments: { body: hook, idempotencyKey: key } },
      },
      headers: { authorization: `Bearer ${limited}`, accept: "application/json, text/event-stream" },
    });
    expect(viaMcp.status).toBe(200);
    expect(viaMcp.body.result.isError).toBe(true);
    expect(JSON.stringify(viaMcp.body)).not.toContain(made.body.secret);
    expect(JSON.stringify(viaMcp.body)).toContain("404");

    // Nor does the key stop another access: a token for all teams uses it for a request of its own, and gets its own replay.
    const unlimited = await tokenFor("read_write");
    const other = { ...hook, url: "https://hooks.example.com/idempotent-2" };
    const own = await create({ authorization: `Bearer ${unlimited}` }, other);
    expect(own).toMatchObject({ status: 201, body: { url: other.url } });
    expect(own.body.id).not.toBe(made.body.id);
    const ownRetry = await create({ authorization: `Bearer ${unlimited}` }, other);
    expect(ownRetry.headers.get("idempotent-replayed")).toBe("true");
    expect(ownRetry.body.id).toBe(own.body.id);

    // The session's own retry still gets its answer.
    const retried = await owner.request("POST", "/api/webhooks", { body: hook, headers: { "idempotency-key": key } });
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body.id).toBe(made.body.id);
    expect(await db().webhookEndpoint.count({ where: { teamId } })).toBe(2);
  });

  it("is documented on the operations that create or start something", async () => {
    const document = (await owner.get("/api/openapi.json")).body;
    const parameters = (path: string, method: string) =>
      (document.paths[path][method].parameters ?? []).map((parameter: { name: string; in: string }) => `${parameter.in} ${parameter.name}`);
    expect(parameters("/support/tickets", "post")).toContain("header Idempotency-Key");
    expect(parameters("/apps", "post")).toContain("header Idempotency-Key");
    expect(parameters("/apps/{appId}/versions/{versionId}/screenshots", "post")).not.toContain("header Idempotency-Key");
  });
});
