// An App Store Connect that misbehaves on request: the simulator behind a real HTTP server that,
// for the requests a fault matches, hangs, resets the connection, answers an HTML page, cuts its
// JSON short or changes it (wrong shape, oversized fields), redirects, or answers a status of its choosing.
// For the fault suite (lib/sync/store-faults.test.ts): the service's store client talks to it
// over HTTP like it talks to Apple.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { createStoreSimulator, type StoreSimulator } from "@/platform/store-simulator";

type Fault =
  | { kind: "hang" }
  | { kind: "reset" }
  | { kind: "html" }
  | { kind: "truncate" }
  /** The simulator's JSON answer, changed by `change` before it is sent. */
  | { kind: "rewrite"; change: (document: any) => unknown }
  /** The simulator's status and headers with this body instead of its own. */
  | { kind: "body"; body: string }
  | { kind: "status"; status: number; retryAfter?: number }
  /** A redirect to `location` (a proxy's sign-in page, another host), as something between the service and Apple may answer. */
  | { kind: "redirect"; location: string };

interface FaultyStore {
  /** The store's base URL, for STORE_API_BASE_URL. */
  url: string;
  sim: StoreSimulator;
  /** From now on, requests whose path matches `match` get `fault` (`times` of them, or all). */
  inject(match: RegExp, fault: Fault, times?: number): void;
  /** No more faults. */
  heal(): void;
  /** How many requests a fault was applied to since the last `inject`. */
  faulted(): number;
  close(): Promise<void>;
}

const BASE_PATH = "/store-sim";

export async function startFaultyStore(): Promise<FaultyStore> {
  const sim = createStoreSimulator({ basePath: BASE_PATH, controlEnabled: true });
  let active: { match: RegExp; fault: Fault; left: number } | null = null;
  let applied = 0;
  const sockets = new Set<Socket>();

  const server = createServer((incoming, outgoing) => {
    void serve(incoming, outgoing).catch(() => outgoing.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const fault = active && active.left > 0 && active.match.test(incoming.url ?? "") ? active.fault : null;
    if (fault && active) {
      active.left--;
      applied++;
    }
    if (fault?.kind === "hang") return; // the socket stays open, unanswered
    if (fault?.kind === "reset") return void incoming.socket.destroy();
    if (fault?.kind === "html") {
      outgoing.writeHead(200, { "content-type": "text/html" });
      return void outgoing.end("<html><body><h1>Service Temporarily Unavailable</h1></body></html>");
    }
    if (fault?.kind === "redirect") {
      outgoing.writeHead(302, { location: fault.location });
      return void outgoing.end();
    }
    if (fault?.kind === "status") {
      outgoing.writeHead(fault.status, {
        "content-type": "application/json",
        ...(fault.retryAfter !== undefined ? { "retry-after": String(fault.retryAfter) } : {}),
      });
      return void outgoing.end(JSON.stringify({ errors: [{ status: String(fault.status), code: "FAULT", title: "Injected fault" }] }));
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
    const method = incoming.method ?? "GET";
    const response = await sim.handle(
      new Request(new URL(incoming.url ?? "/", origin), {
        method,
        headers,
        body: method === "GET" || method === "DELETE" || chunks.length === 0 ? undefined : Buffer.concat(chunks),
      }),
    );
    let body = Buffer.from(await response.arrayBuffer());
    if (fault?.kind === "truncate") body = body.subarray(0, Math.floor(body.length / 2));
    if (fault?.kind === "rewrite") body = Buffer.from(JSON.stringify(fault.change(JSON.parse(body.toString("utf8")))));
    if (fault?.kind === "body") body = Buffer.from(fault.body);
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => (out[name] = value));
    out["content-length"] = String(body.length);
    outgoing.writeHead(response.status, out);
    outgoing.end(body);
  }

  return {
    url: `${origin}${BASE_PATH}`,
    sim,
    inject(match, fault, times = Infinity) {
      active = { match, fault, left: times };
      applied = 0;
    },
    heal() {
      active = null;
    },
    faulted: () => applied,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
