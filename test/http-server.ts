import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

import { NextRequest } from "next/server";

import { embeddedSimulator, routeEmbeddedWebhooks } from "@/platform/store-simulator/embedded";
import { proxy } from "@/proxy";
import { configureServer, prepareRequest } from "@/server/node-hooks.mjs";

import { matchRoute } from "./routes";

/**
 * A real HTTP server in the test process that serves the app's route handlers as Next.js
 * would (same modules, NextRequest, promised params), so tests make real HTTP requests and
 * still share the test's database. The production server is exercised by the e2e tests.
 */
export async function startTestServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    // What the production server (server/main.mjs) does first: stamp the socket's address.
    prepareRequest(incoming, outgoing);
    void serve(incoming, outgoing).catch((error: unknown) => {
      outgoing.statusCode = 500;
      outgoing.end(String(error));
    });
  });
  configureServer(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The embedded store's webhooks go to the service at APP_URL: here, to this server.
  if (embeddedSimulator()) routeEmbeddedWebhooks((to, init) => fetch(`${url}${new URL(to).pathname}`, init));
  return {
    url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function serve(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<void> {
  const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host}`);
  // proxy.ts runs first for /api paths, as in Next.
  const early = url.pathname.startsWith("/api/") ? proxy(new NextRequest(url)) : undefined;
  if (early) return send(early, incoming, outgoing);
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(url.pathname);
  } catch {
    // Malformed percent-encoding: Next's server answers 400 before any route runs.
    outgoing.statusCode = 400;
    outgoing.end();
    return;
  }
  const method = (incoming.method ?? "GET") as "GET";
  // As Next.js does: a route without its own HEAD answers HEAD with its GET handler.
  const handler = match?.route.module[method] ?? (method === ("HEAD" as string) ? match?.route.module.GET : undefined);
  if (!match || !handler) {
    outgoing.statusCode = match ? 405 : 404;
    outgoing.end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const hasBody = method !== "GET" && (method as string) !== "HEAD";
  const request = new NextRequest(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await (handler as (request: NextRequest, context: unknown) => Promise<Response>)(request, {
    params: Promise.resolve(match.params),
  });
  await send(response, incoming, outgoing);
}

async function send(response: Response, incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<void> {
  outgoing.statusCode = response.status;
  // This harness does not drain a body the handler left unread (Next's server does, see
  // e2e/security.spec.ts): end such a connection rather than let the client reuse it.
  if (!incoming.complete) outgoing.setHeader("connection", "close");
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outgoing.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader("set-cookie", cookies);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}
