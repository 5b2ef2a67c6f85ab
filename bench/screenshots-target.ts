// One database's half of `npm run bench:screenshots` (spawned by bench/screenshots.bench.ts); prints JSON.
//
// Three processes, so that the memory measured is the service's alone:
// - this one, the service: its real upload route (POST …/versions/{versionId}/screenshots) over a
//   real HTTP server, the database (PGlite on disk, as `npm start` runs it, or PostgreSQL) and the
//   embedded runner with the service's own functions;
// - the App Store Connect simulator in a process of its own (test/simulator-process.ts): the store
//   keeps every uploaded file in its memory, which must not count as the service's;
// - the client, this file run again with `client` (SCREENSHOTS_CLIENT): it sends each locale's
//   request with fetch from a FormData of file-backed Blobs (`fs.openAsBlob`), so it streams the
//   files from disk.
// While receiving (the 5 requests, one after another) and while sending (the embedded runner until
// idle), this process's memory is sampled every 5 ms: the peak above a baseline taken just before
// (after a full GC), garbage included; every second after forced full GCs: the most it held at
// once; and what is left once the phase is over (after another).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, openAsBlob, rmSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { Worker } from "node:worker_threads";
import { provideEmbeddedStore } from "@/platform/store-simulator/embedded";

// The built-in store, handed to the service's code as instrumentation.ts does for the server.
provideEmbeddedStore();

const DISPLAY_TYPE = "APP_IPHONE_67";
/** Trailmix's version 1.5.0 has texts in these and iPhone screenshots in none of them (only en-US has some). */
const LOCALES = ["de-DE", "fr-FR", "es-ES", "it", "ja"];
const SAMPLE_EVERY_MS = 5;
const LIVE_EVERY_MS = 1000;

/** What the client is told: where to send, as whom, and which files. */
interface ClientPlan {
  url: string;
  token: string;
  files: string[];
}

interface ClientAnswer {
  ms: number;
  answers: { locale: string; status: number; body: string }[];
}

/** Memory above the phase's baseline, in bytes. */
export interface MemoryFigures {
  /** heapUsed + external (external includes every ArrayBuffer and Buffer). */
  peakHeapAndBuffers: number;
  peakRss: number;
  /**
   * The most held at once: heap + buffers sampled just after a full GC, forced every LIVE_EVERY_MS
   * during the phase. What `peakHeapAndBuffers` shows beyond it is garbage not yet collected.
   */
  peakLiveHeapAndBuffers: number;
  liveSamples: number;
  /** What stayed once the phase was over, after a full GC. */
  retainedHeapAndBuffers: number;
  samples: number;
  /** The longest time between two samples: the event loop was busy then (PGlite runs on it). */
  longestGapMs: number;
}

export interface ScreenshotFigures {
  locales: number;
  filesPerLocale: number;
  /** The bytes of each of the files sent in every locale's request. */
  fileBytes: number[];
  receive: { ms: number; storeRequests: number; memory: MemoryFigures };
  send: { ms: number; storeRequests: Record<string, number>; memory: MemoryFigures };
  uploadsSucceeded: number;
  /** Each file that failed: its name and the service's reason. */
  failures: string[];
  /** Screenshots in the locales' sets at the store, processed (COMPLETE), as the store answers. */
  completeAtStore: number;
}

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The client: one request per locale, one after another, each with every file. */
async function sendUploads({ url, token, files }: ClientPlan): Promise<void> {
  const answers: ClientAnswer["answers"] = [];
  const started = performance.now();
  for (const locale of LOCALES) {
    const form = new FormData();
    form.append("locale", locale);
    form.append("displayType", DISPLAY_TYPE);
    for (const [index, file] of files.entries())
      form.append("files", await openAsBlob(file, { type: "image/png" }), `${locale}_${index + 1}.png`);
    const response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    answers.push({ locale, status: response.status, body: await response.text() });
  }
  const answer: ClientAnswer = { ms: performance.now() - started, answers };
  console.log(JSON.stringify(answer));
}

/** A full GC, again once what it freed is let go (ArrayBuffers and external strings are freed after it). */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The resident set's peak, sampled from a thread of its own: PGlite and the conversions around it
 * hold the main thread for whole seconds, when its own sampling cannot run.
 */
const RSS_SAMPLER = `
const { parentPort } = require("node:worker_threads");
let peak = 0;
setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), ${SAMPLE_EVERY_MS});
parentPort.on("message", (message) => {
  if (message === "start") peak = process.memoryUsage.rss();
  else parentPort.postMessage(Math.max(peak, process.memoryUsage.rss()));
});
parentPort.postMessage("ready");
`;

/** Samples this process's memory every few milliseconds until `stop()`. */
async function watchMemory(): Promise<{ stop: () => Promise<MemoryFigures> }> {
  const rssSampler = new Worker(RSS_SAMPLER, { eval: true });
  await once(rssSampler, "message");
  await settle();
  const base = process.memoryUsage();
  rssSampler.postMessage("start");
  const heapAndBuffers = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
  let peakHeapAndBuffers = heapAndBuffers(base);
  let samples = 0;
  let last = performance.now();
  let longestGapMs = 0;
  const sample = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    peakHeapAndBuffers = Math.max(peakHeapAndBuffers, heapAndBuffers(process.memoryUsage()));
    samples++;
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  // What is held, not what awaits collection: sampled right after two full GCs in a row (the
  // second one first finishes releasing the buffers the first freed), with nothing run between.
  let peakLive = 0;
  let liveSamples = 0;
  const liveTimer = setInterval(() => {
    gc();
    gc();
    peakLive = Math.max(peakLive, heapAndBuffers(process.memoryUsage()) - heapAndBuffers(base));
    liveSamples++;
  }, LIVE_EVERY_MS);
  return {
    stop: async () => {
      sample();
      clearInterval(timer);
      clearInterval(liveTimer);
      rssSampler.postMessage("stop");
      const [peakRss] = (await once(rssSampler, "message")) as [number];
      await rssSampler.terminate();
      await settle();
      return {
        peakHeapAndBuffers: peakHeapAndBuffers - heapAndBuffers(base),
        peakRss: peakRss - base.rss,
        peakLiveHeapAndBuffers: peakLive,
        liveSamples,
        retainedHeapAndBuffers: heapAndBuffers(process.memoryUsage()) - heapAndBuffers(base),
        samples,
        longestGapMs,
      };
    },
  };
}

/** Runs this file as the client; resolves with what it printed. */
function runClient(plan: ClientPlan): Promise<ClientAnswer> {
  const child = spawn("node_modules/.bin/tsx", [process.argv[1]!, "client"], {
    env: { ...process.env, SCREENSHOTS_CLIENT: JSON.stringify(plan) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const line = output.trim().split("\n").at(-1);
      if (code !== 0 || !line) reject(new Error(`the client failed (${code}): ${output}`));
      else resolve(JSON.parse(line) as ClientAnswer);
    });
  });
}

/** The service's side: everything but the client and the store. */
async function measure(): Promise<void> {
  const files = (process.env.SCREENSHOTS_BENCH_FILES ?? "").split(path.delimiter).filter(Boolean);
  if (files.length === 0) throw new Error("SCREENSHOTS_BENCH_FILES names no files (run `npm run bench:screenshots`)");
  // PGlite as `npm start` runs it (in a data folder), not in memory: in memory, the files stored
  // in the database would be held in this process by design.
  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), "bench-screenshots-"));
  if (dataDir) {
    process.env.PGLITE_IN_MEMORY = "0";
    process.env.DATA_DIR = dataDir;
  }
  const { startSimulatorProcess } = await import("@/test/simulator-process");
  const store = await startSimulatorProcess();
  process.env.STORE_API_BASE_URL = store.baseUrl;
  const control = (action: string, init?: { method: string; body?: unknown }) =>
    fetch(`${store.baseUrl}/_control/${action}`, {
      method: init?.method ?? "GET",
      headers: init?.body === undefined ? {} : { "content-type": "application/json" },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`store control ${action}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ requests?: { method: string; path: string }[] }>;
    });
  let server: http.Server | undefined;
  try {
    // Imported once the environment above is set: it is read once, on first use.
    const [
      { NextRequest },
      route,
      { EMBEDDED_SIGNING_KEY },
      { inngestHandler },
      { registerApp },
      { storeClientForApp },
      users,
      tokens,
      database,
      hooks,
    ] = await Promise.all([
      import("next/server"),
      import("../app/api/apps/[appId]/versions/[versionId]/screenshots/route"),
      import("../inngest/client"),
      import("../inngest/serve"),
      import("../lib/apps/register-app"),
      import("../lib/apps/store-client"),
      import("../lib/auth/users"),
      import("../lib/account/access-tokens"),
      import("../lib/db/client"),
      import("../server/node-hooks.mjs"),
    ]);
    const { EmbeddedRunner } = await import("@/platform/jobs");
    const { demoAccount } = await import("@/platform/store-simulator");
    const { db } = database;

    await database.databaseReady();
    const user = await users.register({ email: `screenshots-bench-${process.pid}@example.com`, password: "benchmark password" });
    const { token } = await tokens.createAccessToken(await db().user.findUniqueOrThrow({ where: { id: user.id } }), {
      name: "screenshots bench",
      scope: "read_write",
      expiresInDays: 1,
    });
    const { teamKey, vendorNumber } = demoAccount;
    const app = await registerApp(user.id, { ...teamKey, storeId: demoAccount.apps[0]!.storeId, vendorNumber, isIndividualKey: false });
    const runner = new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY, pollMs: 5 });
    await runner.runUntilIdle(); // the first sync
    // Emails do not render under the react-server condition bench targets run with: their
    // retries would come due while the upload is measured.
    await db().job.deleteMany({ where: { queueName: "send-email", status: { not: "completed" } } });
    const version = await db().appVersion.findFirstOrThrow({ where: { appId: app.id, versionString: "1.5.0" } });
    if (version.appStoreState !== "PREPARE_FOR_SUBMISSION") throw new Error(`1.5.0 is ${version.appStoreState}`);
    const localizations = await db().versionLocalization.findMany({ where: { versionId: version.id, locale: { in: LOCALES } } });
    if (localizations.length !== LOCALES.length)
      throw new Error(`1.5.0 has texts in ${localizations.map((l) => l.locale).join(", ")} only`);
    const sets = await db().screenshotSet.count({
      where: { localizationId: { in: localizations.map((l) => l.id) }, displayType: DISPLAY_TYPE },
    });
    if (sets > 0) throw new Error("a locale of the bench has iPhone screenshots already");
    await control("screenshot-processing", { method: "POST", body: { ms: 0 } });
    // The real route handler behind a real HTTP server, as test/http-server.ts serves it.
    const routePattern = /^\/api\/apps\/([^/]+)\/versions\/([^/]+)\/screenshots$/;
    server = http.createServer((incoming, outgoing) => {
      hooks.prepareRequest(incoming, outgoing);
      void (async () => {
        const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host}`);
        const match = routePattern.exec(url.pathname);
        if (!match || incoming.method !== "POST") {
          outgoing.statusCode = 404;
          return void outgoing.end();
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
        const request = new NextRequest(url, {
          method: "POST",
          headers,
          body: Readable.toWeb(incoming) as ReadableStream,
          duplex: "half",
        } as ConstructorParameters<typeof NextRequest>[1]);
        const response = await route.POST(request, { params: Promise.resolve({ appId: match[1]!, versionId: match[2]! }) });
        outgoing.statusCode = response.status;
        response.headers.forEach((value, name) => outgoing.setHeader(name, value));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })().catch((error: unknown) => {
        outgoing.statusCode = 500;
        outgoing.end(String(error));
      });
    });
    hooks.configureServer(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // 1. Receiving: the five requests, one after another.
    await control("requests", { method: "DELETE" });
    const receiving = await watchMemory();
    const client = await runClient({ url: `http://127.0.0.1:${port}/api/apps/${app.id}/versions/${version.id}/screenshots`, token, files });
    const receiveMemory = await receiving.stop();
    for (const answer of client.answers) {
      if (answer.status !== 202) throw new Error(`${answer.locale}: ${answer.status} ${answer.body}`);
    }
    const receiveStoreRequests = (await control("requests")).requests!.length;

    // 2. Sending: the upload-screenshots runs (one per request) until nothing is left.
    await control("requests", { method: "DELETE" });
    const sending = await watchMemory();
    const sendStarted = performance.now();
    await runner.runUntilIdle();
    const sendMs = performance.now() - sendStarted;
    const sendMemory = await sending.stop();
    const sendStoreRequests: Record<string, number> = {};
    for (const { method, path: requestPath } of (await control("requests")).requests!) {
      const kind = requestKind(method, requestPath);
      sendStoreRequests[kind] = (sendStoreRequests[kind] ?? 0) + 1;
    }
    await runner.stop();

    // 3. What the service says and what the store has.
    const uploadsSucceeded = await db().screenshotUpload.count({ where: { versionId: version.id, status: "succeeded" } });
    const failed = await db().screenshotUploadFile.findMany({
      where: { upload: { versionId: version.id }, status: { not: "uploaded" } },
      select: { fileName: true, status: true, error: true },
    });
    const failures = failed.map((file) => `${file.fileName}: ${file.status} ${file.error ?? ""}`);
    const storeClient = await storeClientForApp(app, { personWaits: false });
    let completeAtStore = 0;
    for (const localization of localizations) {
      const { sets: storeSets, screenshots } = await storeClient.listScreenshotSets(localization.storeId);
      const set = storeSets.find((candidate) => candidate.attributes?.screenshotDisplayType === DISPLAY_TYPE);
      const inSet = new Set((set?.relationships?.appScreenshots?.data ?? []).map((ref) => ref.id));
      completeAtStore += screenshots.filter(
        (shot) => inSet.has(shot.id) && shot.attributes?.assetDeliveryState?.state === "COMPLETE",
      ).length;
    }

    const figures: ScreenshotFigures = {
      locales: LOCALES.length,
      filesPerLocale: files.length,
      fileBytes: files.map((file) => statSync(file).size),
      receive: { ms: client.ms, storeRequests: receiveStoreRequests, memory: receiveMemory },
      send: { ms: sendMs, storeRequests: sendStoreRequests, memory: sendMemory },
      uploadsSucceeded,
      failures,
      completeAtStore,
    };
    console.log(JSON.stringify(figures));
  } finally {
    server?.close();
    await store.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A store request by what it does, from its method and path (under the API root). */
function requestKind(method: string, requestPath: string): string {
  if (requestPath.startsWith("/_upload/")) return "part uploads (PUT)";
  if (method === "GET" && /\/appScreenshotSets$/.test(requestPath)) return "screenshot set reads";
  if (method === "POST" && requestPath === "/v1/appScreenshotSets") return "set creations";
  if (method === "POST" && requestPath === "/v1/appScreenshots") return "reservations";
  if (method === "PATCH" && requestPath.startsWith("/v1/appScreenshots/")) return "commits";
  return `other (${method} ${requestPath.replace(/\/(?!v\d+\/)[^/]*\d[^/]*/g, "/{id}")})`;
}

if (process.argv[2] === "client") await sendUploads(JSON.parse(process.env.SCREENSHOTS_CLIENT!) as ClientPlan);
else await measure();
process.exit(0);
