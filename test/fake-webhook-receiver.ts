import https from "node:https";
import type { AddressInfo } from "node:net";

import { generate } from "selfsigned";

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  /** The exact body, as a signature covers it. */
  body: string;
  at: Date;
}

/**
 * A local HTTPS endpoint for outbound webhooks (self-signed, on 127.0.0.1, like the fake push
 * service): it records every request and answers with `status()` (200 unless a test says
 * otherwise). The service reaches it only where the test file swaps the public-only agent for one
 * trusting it (`vi.mock("@/lib/net/public-address", …)`, as the push tests do).
 */
export async function startFakeWebhookReceiver() {
  const { private: key, cert } = await generate([{ name: "commonName", value: "127.0.0.1" }], { keySize: 2048 });
  const received: ReceivedWebhook[] = [];
  let status = () => 200;
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ path: request.url ?? "/", headers, body: Buffer.concat(chunks).toString("utf8"), at: new Date() });
      response.statusCode = status();
      response.setHeader("content-type", "text/plain");
      response.end(response.statusCode < 300 ? "ok" : "Internal trouble at the receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    received,
    /** Answers every request with this status from now on. */
    answer(code: number) {
      status = () => code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
