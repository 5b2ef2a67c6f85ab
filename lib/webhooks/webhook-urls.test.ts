import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { startFakeWebhookReceiver } from "@/test/fake-webhook-receiver";
import { runJobs } from "@/test/synced-app";
import { person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

/**
 * The URL rules of push endpoints, for webhooks: https and public addresses only when saved, and
 * the real public-only agent at connect time (no mock here), which refuses an endpoint that
 * reaches a private address however its row came to hold it.
 */
const api = useApi();
let receiver: Awaited<ReturnType<typeof startFakeWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startFakeWebhookReceiver();
});
afterAll(() => receiver.close());

describe("webhook URLs", () => {
  it("are refused when not https or not public, with a problem naming the field", async () => {
    const { client } = await person(api, "Careful");
    for (const url of [
      "http://hooks.example.com/in",
      "https://10.0.0.7/in",
      "https://127.0.0.1:8443/in",
      "https://[::1]/in",
      "https://localhost/in",
      "https://metadata.internal/in",
      // IPv6 spellings of loopback and the metadata service, and the fully-qualified "localhost."
      "https://[::127.0.0.1]/in",
      "https://[::a9fe:a9fe]/in",
      "https://[64:ff9b::a9fe:a9fe]/in",
      "https://[2002:a9fe:a9fe::1]/in",
      "https://localhost./in",
      "https://hooks.localhost./in",
      "https://user:pass@hooks.example.com/in",
      "not a url",
    ]) {
      const refused = await client.post("/api/webhooks", { url, events: ["sync.failed"] });
      expect(refused.status, url).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({ code: "validation_failed", errors: [expect.objectContaining({ path: "body.url" })] });
    }
    const made = await client.post("/api/webhooks", { url: "https://hooks.example.com/in", events: ["sync.failed"] });
    expect(made.status).toBe(201);
    const changed = await client.patch(`/api/webhooks/${made.body.id}`, { url: "https://192.168.1.1/in" });
    expect(changed.status).toBe(400);
    expect(await db().webhookEndpoint.count()).toBe(1);
  });

  it("are refused again at connect time: a private address is never reached", async () => {
    const { client } = await person(api, "Sneaky");
    const port = new URL(receiver.url).port;
    for (const url of [
      `https://127.0.0.1:${port}/literal`,
      `https://localhost:${port}/by-name`,
      `https://[::127.0.0.1]:${port}/ipv4-compatible`,
      `https://[64:ff9b::7f00:1]:${port}/nat64`,
      `https://localhost.:${port}/fully-qualified`,
    ]) {
      const made = await client.post("/api/webhooks", { url: "https://hooks.example.com/in", events: ["sync.failed"] });
      // As if the rules had changed since, or the row was written by hand.
      await db().webhookEndpoint.update({ where: { id: made.body.id }, data: { url } });
      expect((await client.post(`/api/webhooks/${made.body.id}/ping`)).status).toBe(202);
      await runJobs();
      const page = await client.get(`/api/webhooks/${made.body.id}/deliveries`);
      expect(page.body.items[0]).toMatchObject({
        status: "pending",
        attempts: 1,
        lastStatusCode: null,
        lastError: "The host is not a public address: refused.",
      });
    }
    expect(receiver.received).toEqual([]);
  });
});
