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
    await db().idempotencyKey.create({ data: { userId: owner.userId!, key, fingerprint } });
    const meanwhile = await open(ticket, key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.code).toBe("idempotency_key_in_use");
    await db().idempotencyKey.updateMany({ where: { key }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await open(ticket, key)).status).toBe(201);
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
