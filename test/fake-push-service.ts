import https from "node:https";
import type { AddressInfo } from "node:net";

import { generate } from "selfsigned";

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local push service over HTTPS (web-push always uses TLS), answering each path with a
 * chosen status: 201 like a real push service, or 404/410 for an expired subscription.
 */
export async function startFakePushService(statusFor: (path: string) => number = () => 201) {
  const { private: key, cert } = await generate([{ name: "commonName", value: "127.0.0.1" }], { keySize: 2048 });
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusFor(request.url ?? "/");
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    received,
    /** Trusts the self-signed certificate; tests only. */
    agent: new https.Agent({ rejectUnauthorized: false }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
