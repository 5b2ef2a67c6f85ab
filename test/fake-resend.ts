import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Resend API on 127.0.0.1 for tests (RESEND_BASE_URL): the real SDK and transport run,
 * no network. It records every request; each answer is the next one queued in `replies`, or an
 * accepted email with a new id.
 */
export interface FakeResendRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeResendReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface FakeResend {
  url: string;
  recorded: FakeResendRequest[];
  replies: FakeResendReply[];
  /** How many emails it accepted: the last one's id is `resend-id-<count>`. */
  acceptedCount(): number;
  close(): Promise<void>;
}

export async function startFakeResend(): Promise<FakeResend> {
  const recorded: FakeResendRequest[] = [];
  const replies: FakeResendReply[] = [];
  let accepted = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      recorded.push({
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"),
      });
      const reply = replies.shift() ?? { status: 200, body: JSON.stringify({ id: `resend-id-${++accepted}` }) };
      response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded,
    replies,
    acceptedCount: () => accepted,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
