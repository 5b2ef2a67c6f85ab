// Serves a fetch-style handler on a real node:http server (127.0.0.1, random port), so
// tests exercise the client over actual HTTP: client -> node:http -> simulator.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type FetchHandler = (request: Request) => Promise<Response>;

export interface HttpServerHandle {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(incoming.url ?? "/", origin), { method, headers, body });
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}

/** Serves on 127.0.0.1 at `port`, or a free port when none is given. */
export async function serveOverHttp(handler: FetchHandler, options: { port?: number } = {}): Promise<HttpServerHandle> {
  let origin = "";
  const server = createServer((incoming, outgoing) => {
    toRequest(incoming, origin)
      .then(handler)
      .then((response) => writeResponse(response, outgoing))
      .catch(() => {
        outgoing.writeHead(500, { "content-type": "text/plain" });
        outgoing.end("serveOverHttp: handler failed");
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
