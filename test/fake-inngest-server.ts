// A local stand-in for an Inngest server (Cloud or `inngest start`), over real HTTP on 127.0.0.1,
// for tests of the service in server mode:
// - the Event API, `POST /e/{eventKey}`: checks the key, records every event it receives and
//   deduplicates them by id as Inngest does (an id seen before starts nothing);
// - function registration, `POST /fn/register`: checks the signing key's hash (the SDK's bearer
//   token) and records the app's URL and functions;
// - execution: once an app registered, the embedded runner's driver plays Inngest's executor. It
//   syncs the functions in-band and calls the app's /api/inngest over HTTP with real signatures,
//   keeping its state (events, runs, steps) in the test file's own database.
import { createHash, randomBytes } from "node:crypto";

import { db } from "@/lib/db/client";
import { writeOutbox } from "@/lib/events/outbox";
import { EmbeddedRunner, type ServeHandler } from "@/platform/jobs";

import { serveOverHttp, type HttpServerHandle } from "./serve-over-http";

export interface ReceivedEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
  /** False when the id had been received before (a repeated send): Inngest ignores it. */
  firstTime: boolean;
}

export interface Registration {
  url: string;
  appName: string;
  functions: { id: string; triggers: unknown[]; concurrency?: unknown }[];
}

export interface FakeInngest {
  /** The base URL to give as INNGEST_BASE_URL. */
  baseUrl: string;
  signingKey: string;
  eventKey: string;
  received: ReceivedEvent[];
  registrations: Registration[];
  /** Refused requests: a wrong event key or signing key. */
  refused: string[];
  /** The next event request is stored, but answered with a 502, as when an answer is lost. */
  loseNextAnswer(): void;
  /** The server goes away: connections refused, nothing runs. Its state is kept. */
  stop(): Promise<void>;
  /** Back on the same port; runs resume. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The serve handler of an app at `url`, reached over HTTP (the runner's calls, forwarded as they are signed). */
function overHttp(url: string): ServeHandler {
  const forward = (method: string) => async (request: Request) => {
    const target = new URL(url);
    target.search = new URL(request.url).search;
    const body = method === "GET" ? undefined : await request.text();
    return fetch(target, { method, headers: request.headers, body });
  };
  return { GET: forward("GET"), POST: forward("POST"), PUT: forward("PUT") };
}

export async function startFakeInngest(): Promise<FakeInngest> {
  const signingKey = `signkey-test-${randomBytes(32).toString("hex")}`;
  const eventKey = `event-key-${randomBytes(8).toString("hex")}`;
  const bearer = `signkey-test-${createHash("sha256")
    .update(signingKey.replace(/^signkey-\w+-/, ""), "hex")
    .digest("hex")}`;
  const seen = new Set<string>();
  let loseNext = false;
  let runner: EmbeddedRunner | undefined;
  let appUrl: string | undefined;
  let http: HttpServerHandle | undefined;
  let port = 0;

  const fake: Omit<FakeInngest, "baseUrl"> & { baseUrl: string } = {
    baseUrl: "",
    signingKey,
    eventKey,
    received: [],
    registrations: [],
    refused: [],
    loseNextAnswer: () => void (loseNext = true),
    stop: async () => {
      await runner?.stop();
      await http?.close();
      http = undefined;
    },
    start: async () => {
      http = await serveOverHttp(handle, { port });
      port = Number(new URL(http.origin).port);
      fake.baseUrl = `${http.origin}/`;
      if (appUrl) await startRunner(appUrl);
    },
    close: () => fake.stop(),
  };

  async function startRunner(url: string) {
    await runner?.stop();
    runner = new EmbeddedRunner({ handler: overHttp(url), signingKey, pollMs: 25 });
    await runner.start();
  }

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname.startsWith("/e/")) {
      if (pathname !== `/e/${eventKey}`) {
        fake.refused.push(`event key ${pathname}`);
        return Response.json({ error: "Event key not found", status: 401 }, { status: 401 });
      }
      const events = (await request.json()) as { id?: string; name: string; data?: Record<string, unknown>; ts?: number }[];
      const fresh = [];
      for (const event of events) {
        const id = event.id ?? crypto.randomUUID();
        const firstTime = !seen.has(id);
        seen.add(id);
        fake.received.push({ id, name: event.name, data: event.data ?? {}, firstTime });
        if (firstTime) fresh.push({ id, name: event.name, data: event.data ?? {}, ts: event.ts });
      }
      await writeOutbox(db(), fresh);
      runner?.wake();
      if (loseNext) {
        loseNext = false;
        return new Response("Bad gateway", { status: 502 });
      }
      return Response.json({ ids: events.map((event) => event.id ?? ""), status: 200 });
    }
    if (request.method === "POST" && pathname === "/fn/register") {
      if (request.headers.get("authorization") !== `Bearer ${bearer}`) {
        fake.refused.push("registration without the signing key");
        return Response.json({ error: "unauthorized" }, { status: 401 });
      }
      const registration = (await request.json()) as Registration;
      fake.registrations.push(registration);
      appUrl = registration.url;
      // Answer first: Inngest syncs the app's functions after accepting the registration.
      setTimeout(() => void startRunner(registration.url), 0);
      return Response.json({ ok: true, modified: true });
    }
    return new Response("Not found", { status: 404 });
  }

  await fake.start();
  return fake;
}
