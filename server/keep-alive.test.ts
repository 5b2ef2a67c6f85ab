import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, expect, it } from "vitest";

import { configureServer } from "./node-hooks.mjs";

// The production server's idle connections outlive a load balancer's (60 s is common), so the
// balancer never sends a request on a connection the server is closing: that request would fail.

let server: http.Server | undefined;
afterEach(async () => {
  delete process.env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  await new Promise((resolve) => server?.close(resolve));
});

async function keepAliveAnnounced(): Promise<string | undefined> {
  server = http.createServer((_, response) => response.end("ok"));
  configureServer(server);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true });
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
          response.resume();
          resolve(response.headers["keep-alive"] as string | undefined);
        })
        .on("error", reject);
    });
  } finally {
    agent.destroy();
  }
}

it("keeps an idle connection 65 s, longer than a load balancer keeps its own", async () => {
  expect(await keepAliveAnnounced()).toBe("timeout=65");
  expect(server!.headersTimeout).toBeGreaterThan(server!.keepAliveTimeout);
});

it("keeps it as long as HTTP_KEEP_ALIVE_TIMEOUT_MS says", async () => {
  process.env.HTTP_KEEP_ALIVE_TIMEOUT_MS = "120000";
  expect(await keepAliveAnnounced()).toBe("timeout=120");
});
