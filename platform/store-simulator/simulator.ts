// The App Store Connect simulator as a fetch-style handler: Request in, Response out.
// Mount it anywhere (a Next.js catch-all route, a node:http server in tests) by passing the
// path prefix it lives under. Each request: control? -> latency -> upload host or image CDN?
// (asset-routes.ts) -> injected fault -> route (from Apple's description) -> review lifecycle
// and screenshot processing due by now -> JWT -> hourly budget -> query -> body -> handler ->
// persist (and queue the webhook deliveries of what changed).

import { matchOperation, pathIsDescribed } from "@/lib/store/spec/spec";
import { validateRequestBody } from "@/lib/store/spec/validator";
import { AscHttpError, ascErrors, errorDocument, type AscErrorSpec } from "./asc-errors";
import { imagesRoot, imageTemplateUrl } from "./asset-paths";
import { isAssetPath, serveAsset } from "./asset-routes";
import { verifyBearer } from "./auth";
import { handleControlRequest, type ControlRuntime, type RequestLogEntry, type SimulatorControl } from "./control";
import type { HandlerContext } from "./handler-context";
import { HANDLERS } from "./handlers";
import { createRandom, hashSeed } from "./prng";
import { parseQuery } from "./query";
import { createRateBudgets } from "./rate-budget";
import { setBuildState, setReviewVerdict, setVersionState, uploadBuild } from "./release-control";
import { advanceLifecycle, DEFAULT_REVIEW_MS } from "./review-lifecycle";
import { upgradeSavedState } from "./saved-state";
import { buildSeedState, type SeedOptions } from "./seed";
import { advanceScreenshotProcessing, DEFAULT_SCREENSHOT_PROCESSING_MS } from "./screenshot-processing";
import { seedLargeApp } from "./seed-large-app";
import { takeChanges } from "./state-changes";
import {
  createMemoryStateStore,
  STATE_SCHEMA_VERSION,
  type SimKey,
  type SimReviewSummary,
  type SimState,
  type SimulatorStateStore,
} from "./state";
import { createUploadStore } from "./upload-store";
import { createWebhookDeliveries } from "./webhook-deliveries";

const DEFAULT_HOURLY_BUDGET = 3600;

export interface StoreSimulatorOptions extends SeedOptions {
  /** Path prefix the simulator is mounted under, e.g. "/store-sim" (default ""). */
  basePath?: string;
  stateStore?: SimulatorStateStore;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  hourlyBudget?: number;
  /** Serve <basePath>/_control/* (tests and embedded mode only; never production). */
  controlEnabled?: boolean;
  /**
   * The control plane writes what App Store Connect could hold only (its limits on a review's texts,
   * its bodies' size): the default, as signed-in people reach it in embedded mode. A test that plays
   * a broken store (a 30 MB review) turns it off.
   */
  controlWithinStoreLimits?: boolean;
  /**
   * Webhook URLs may also be plain http to 127.0.0.1 or localhost (ASC takes https only): for
   * tests' receivers and the service's own when embedded.
   */
  allowInsecureWebhookUrls?: boolean;
  /** What sends webhook deliveries (default the global fetch). */
  webhookFetch?: typeof fetch;
}

/** How one request reached the simulator, when it is reachable in more than one way (a sandbox's). */
export interface RequestAccess {
  /** Where this request addressed the simulator (a sandbox's own path): links in the answer use it. */
  basePath?: string;
  /**
   * The keys this address answers to, instead of the state's (the demo publisher's, which anyone
   * can sign with): the API and, when given, the control plane take only a token one of them signed.
   */
  keys?: readonly SimKey[];
  /**
   * The path (on the request's origin) an asset's renditions are served under, instead of
   * `<basePath>/_images`: its template is `<root>/<assetToken>/{w}x{h}bb.{f}`.
   */
  imageRoot?: (assetToken: string) => string;
}

export interface StoreSimulator {
  readonly basePath: string;
  /** Serves one request, reached as `access` says. */
  handle(request: Request, access?: RequestAccess): Promise<Response>;
  control: SimulatorControl;
  /** A copy of the current state (for tests and the database-backed store). */
  snapshot(): Promise<SimState>;
}

export function createStoreSimulator(options: StoreSimulatorOptions = {}): StoreSimulator {
  const defaultBasePath = (options.basePath ?? "").replace(/\/+$/, "");
  const store = options.stateStore ?? createMemoryStateStore();
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const budgets = createRateBudgets(options.hourlyBudget ?? DEFAULT_HOURLY_BUDGET);
  const runtime: ControlRuntime = {
    latencyMs: 0,
    faults: [],
    uploadFaults: [],
    reviewMs: DEFAULT_REVIEW_MS,
    screenshotProcessingMs: DEFAULT_SCREENSHOT_PROCESSING_MS,
    clockOffsetMs: 0,
  };
  // Uploaded screenshot bytes: in this sandbox's memory, never in the saved state (upload-store.ts).
  const uploads = createUploadStore();
  // The simulated world's time: the clock moved on by the control plane. Tokens and the hourly
  // budget keep the real clock: the client signs with its own, which the offset does not move.
  const now = () => clock() + runtime.clockOffsetMs;
  let log: RequestLogEntry[] = [];
  let hold: { method: string; pathPrefix: string; arrived: () => void; gate: Promise<void> } | undefined;
  let seq = 0;
  let loaded: Promise<SimState> | undefined;
  const deliveries = createWebhookDeliveries({
    fetch: options.webhookFetch ?? ((input, init) => fetch(input, init)),
    sleep,
    now,
  });
  // Where the simulator was last addressed: the payloads' links point there (a change the clock
  // brings about has no request of its own).
  let apiRoot = `http://localhost${defaultBasePath}`;

  const seedState = () => buildSeedState({ seed: options.seed, epoch: options.epoch, account: options.account });

  function state(): Promise<SimState> {
    loaded ??= (async () => {
      const saved = await store.load();
      if (saved && saved.schemaVersion === STATE_SCHEMA_VERSION) return upgradeSavedState(saved, seedState);
      const fresh = seedState();
      await store.save(fresh);
      return fresh;
    })().catch((error: unknown) => {
      loaded = undefined; // do not cache a failed load
      throw error;
    });
    return loaded;
  }

  /** Saves the state, then queues the webhook deliveries of what changed (sent in the background). */
  async function persist(target: SimState): Promise<void> {
    await store.save(target);
    deliveries.enqueue(target, takeChanges(target), apiRoot);
  }

  /** The state with every review, release and screenshot processing step due by now applied (and saved when any was). */
  async function upToDate(at = now()): Promise<SimState> {
    const loadedState = await state();
    const released = advanceLifecycle(loadedState, at);
    const processed = advanceScreenshotProcessing(loadedState, at);
    if (released || processed) await persist(loadedState);
    return loadedState;
  }

  function newId(target: SimState): string {
    target.createdCount += 1;
    return createRandom(hashSeed(target.seed, "created", target.createdCount)).uuid();
  }

  const control: SimulatorControl = {
    setLatency: (ms) => {
      runtime.latencyMs = ms;
    },
    failNext: ({ status, count = 1, retryAfter, on = "api" }) => {
      const queue = on === "uploads" ? runtime.uploadFaults : runtime.faults;
      for (let i = 0; i < count; i++) queue.push({ status, retryAfter });
    },
    setHourlyBudget: (limit) => budgets.setLimit(limit),
    reset: async () => {
      const fresh = seedState();
      await store.save(fresh);
      loaded = Promise.resolve(fresh);
      runtime.latencyMs = 0;
      runtime.faults = [];
      runtime.uploadFaults = [];
      runtime.reviewMs = DEFAULT_REVIEW_MS;
      runtime.screenshotProcessingMs = DEFAULT_SCREENSHOT_PROCESSING_MS;
      uploads.clear();
      runtime.clockOffsetMs = 0;
      budgets.reset();
      log = [];
      await deliveries.reset();
    },
    addReview: async (review) => {
      const current = await upToDate();
      const app = current.apps.find((candidate) => candidate.id === review.appStoreId);
      if (!app) throw new Error(`no app ${review.appStoreId}`);
      const id = newId(current);
      current.reviews.push({
        id,
        appId: app.id,
        rating: review.rating,
        title: review.title,
        body: review.body,
        reviewerNickname: review.reviewerNickname ?? "A customer",
        createdDate: new Date(now()).toISOString(),
        territory: review.territory,
      });
      await persist(current);
      return id;
    },
    seedLargeApp: async (largeApp) => {
      const current = await upToDate();
      const storeId = seedLargeApp(current, largeApp);
      await persist(current);
      return storeId;
    },
    editReviewResponse: async (reviewId, responseBody) => {
      const current = await upToDate();
      const review = current.reviews.find((candidate) => candidate.id === reviewId);
      if (!review) throw new Error(`no review ${reviewId}`);
      if (responseBody.trim() === "") throw new Error("responseBody must be a non-empty string");
      const existing = current.reviewResponses.find((response) => response.reviewId === reviewId);
      const edited = { responseBody, lastModifiedDate: new Date(now()).toISOString(), state: "PUBLISHED" as const };
      if (existing) Object.assign(existing, edited);
      else {
        const id = newId(current);
        current.reviewResponses.push({ id, reviewId, ...edited });
      }
      await persist(current);
    },
    deleteReview: async (reviewId) => {
      const current = await upToDate();
      if (!current.reviews.some((review) => review.id === reviewId)) throw new Error(`no review ${reviewId}`);
      current.reviews = current.reviews.filter((review) => review.id !== reviewId);
      current.reviewResponses = current.reviewResponses.filter((response) => response.reviewId !== reviewId);
      await persist(current);
    },
    setVersionState: async (versionId, appStoreState) => {
      const current = await upToDate();
      setVersionState(current, versionId, appStoreState, now());
      await persist(current);
    },
    setReviewTime: (ms) => {
      runtime.reviewMs = ms;
    },
    setScreenshotProcessingTime: (ms) => {
      runtime.screenshotProcessingMs = ms;
    },
    advanceClock: async (ms) => {
      await upToDate();
      runtime.clockOffsetMs += ms;
      await upToDate();
      return new Date(now()).toISOString();
    },
    now,
    setReviewVerdict: async (versionId, verdict) => {
      const current = await upToDate();
      setReviewVerdict(current, versionId, verdict, now());
      await persist(current);
    },
    uploadBuild: async (build) => {
      const current = await upToDate();
      const id = uploadBuild(current, () => newId(current), now(), build);
      await persist(current);
      return id;
    },
    setBuildState: async (change) => {
      const current = await upToDate();
      setBuildState(current, change, now());
      await persist(current);
    },
    setReviewSummary: async ({ appStoreId, territory, locale, text }) => {
      const current = await upToDate();
      if (!current.apps.some((app) => app.id === appStoreId)) throw new Error(`no app ${appStoreId}`);
      if (!/^[A-Z]{3}$/.test(territory)) throw new Error("territory must be a territory code such as USA");
      if (locale.trim() === "") throw new Error("locale must be a non-empty string");
      if (text !== null && text.trim() === "") throw new Error("text must be a non-empty string or null");
      const same = (summary: SimReviewSummary) =>
        summary.appId === appStoreId && summary.territory === territory && summary.locale === locale;
      current.reviewSummaries = current.reviewSummaries.filter((summary) => !same(summary));
      if (text !== null) {
        const id = newId(current);
        const createdDate = new Date(now()).toISOString();
        current.reviewSummaries.push({ id, appId: appStoreId, platform: "IOS", territory, locale, text, createdDate });
      }
      await persist(current);
    },
    webhookDeliveries: () => deliveries.log(),
    flushWebhooks: async () => {
      await upToDate(); // what is due by now is told too
      await deliveries.flush();
    },
    requestLog: () => log.map((entry) => ({ ...entry })),
    clearRequestLog: () => {
      log = [];
    },
    holdResponses: ({ method, pathPrefix }) => {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      hold = { method: method.toUpperCase(), pathPrefix, arrived, gate };
      return {
        reached,
        release: () => {
          hold = undefined;
          release();
        },
      };
    },
  };

  /**
   * The latency set through the control surface, ended by the request's abort as a network's
   * wait would be: the caller's fetch then fails with the abort's reason, and nothing is served.
   */
  async function latency(signal: AbortSignal): Promise<void> {
    if (runtime.latencyMs <= 0) return;
    signal.throwIfAborted();
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(runtime.latencyMs), aborted]);
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  }

  function errorResponse(specs: AscErrorSpec | AscErrorSpec[], rateHeader: string, extra: Record<string, string> = {}): Response {
    const list = Array.isArray(specs) ? specs : [specs];
    return Response.json(errorDocument(list), { status: list[0]!.status, headers: { "x-rate-limit": rateHeader, ...extra } });
  }

  async function serve(
    request: Request,
    url: URL,
    apiPath: string,
    access: Required<Pick<RequestAccess, "basePath">> & RequestAccess,
    record: (keyId: string | null) => void,
  ): Promise<Response> {
    const method = request.method.toUpperCase();
    await latency(request.signal);

    const fault = runtime.faults.shift();
    if (fault) {
      const spec = fault.status === 429 ? ascErrors.rateLimited() : ascErrors.unexpected(fault.status);
      const extra: Record<string, string> = fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) };
      return errorResponse({ ...spec, status: fault.status }, budgets.peek(undefined, clock()), extra);
    }

    const match = matchOperation(method, apiPath);
    const handler = match && HANDLERS[match.operation.operationId];
    if (!match || !handler) {
      const spec = pathIsDescribed(apiPath) ? ascErrors.methodNotAllowed(method) : ascErrors.noSuchPath();
      return errorResponse(spec, budgets.peek(undefined, clock()));
    }

    const at = now();
    const current = await upToDate(at);
    const key = await verifyBearer(request.headers.get("authorization"), access.keys ?? current.keys, clock());
    if (!key) return errorResponse(ascErrors.notAuthorized(), budgets.peek(undefined, clock()));
    record(key.keyId);

    const spent = budgets.spend(key.keyId, clock());
    if (spent.retryAfter !== undefined)
      return errorResponse(ascErrors.rateLimited(), spent.header, { "retry-after": String(spent.retryAfter) });

    try {
      const query = parseQuery(url.searchParams, match.operation);
      let body: unknown;
      if (match.operation.requestBody) {
        try {
          body = await request.json();
        } catch {
          throw new AscHttpError(ascErrors.unprocessable("The request body is not valid JSON"));
        }
        const violations = validateRequestBody(method, apiPath, body);
        if (violations.length > 0) throw new AscHttpError(violations.map((v) => ascErrors.unprocessable(v.message)));
      }
      let changed = false;
      const apiRoot = `${url.origin}${access.basePath}`;
      const ctx: HandlerContext = {
        state: current,
        query,
        apiRoot,
        imageTemplateUrl: (assetToken) =>
          imageTemplateUrl(access.imageRoot ? `${url.origin}${access.imageRoot(assetToken)}` : imagesRoot(apiRoot), assetToken),
        // Re-serialised so brackets and commas are percent-encoded, as in ASC's links
        // (a raw `fields[apps]` is not a valid uri-reference).
        selfUrl: `${apiRoot}${apiPath}${url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : ""}`,
        id: match.id,
        body,
        key,
        now: at,
        reviewMs: runtime.reviewMs,
        screenshotProcessingMs: runtime.screenshotProcessingMs,
        uploads,
        allowInsecureWebhookUrls: options.allowInsecureWebhookUrls ?? false,
        changed: () => {
          changed = true;
        },
        newId: () => newId(current),
      };
      const result = handler(ctx);
      if (changed) await persist(current);
      const headers: Record<string, string> = { "x-rate-limit": spent.header };
      if (result.bytes) {
        headers["content-type"] = result.contentType ?? "application/octet-stream";
        return new Response(Buffer.from(result.bytes), { status: result.status, headers });
      }
      if (result.json === undefined) return new Response(null, { status: result.status, headers });
      return Response.json(result.json, { status: result.status, headers });
    } catch (error) {
      if (error instanceof AscHttpError) return errorResponse(error.specs, spent.header, error.headers);
      return errorResponse(ascErrors.unexpected(500), spent.header);
    }
  }

  /** Apple's upload host and image CDN, beside the API (no token, no budget): asset-routes.ts. */
  async function serveUploadOrImage(request: Request, apiPath: string, url: URL): Promise<Response> {
    await latency(request.signal);
    const host = { state: () => upToDate(), uploads, takeUploadFault: () => runtime.uploadFaults.shift() };
    try {
      return await serveAsset(host, request, apiPath, url);
    } catch {
      return Response.json(errorDocument(ascErrors.unexpected(500)), { status: 500 });
    }
  }

  return {
    basePath: defaultBasePath,
    control,
    snapshot: async () => JSON.parse(JSON.stringify(await upToDate())) as SimState,
    async handle(request, access = {}) {
      const basePath = access.basePath?.replace(/\/+$/, "") ?? defaultBasePath;
      const url = new URL(request.url);
      if (!url.pathname.startsWith(basePath)) return errorResponse(ascErrors.noSuchPath(), budgets.peek(undefined, clock()));
      const apiPath = url.pathname.slice(basePath.length) || "/";
      apiRoot = `${url.origin}${basePath}`;
      if (apiPath.startsWith("/_control/")) {
        if (!options.controlEnabled) return errorResponse(ascErrors.noSuchPath(), budgets.peek(undefined, clock()));
        // An address with keys of its own is controlled with the proof its API takes: one of them.
        if (access.keys && !(await verifyBearer(request.headers.get("authorization"), access.keys, clock()))) {
          return errorResponse(ascErrors.notAuthorized(), budgets.peek(undefined, clock()));
        }
        return handleControlRequest(control, request.method.toUpperCase(), apiPath.slice("/_control/".length), request, {
          withinStoreLimits: options.controlWithinStoreLimits ?? true,
        });
      }
      let keyId: string | null = null;
      const response = isAssetPath(apiPath)
        ? await serveUploadOrImage(request, apiPath, url)
        : await serve(request, url, apiPath, { ...access, basePath }, (id) => {
            keyId = id;
          });
      const held = hold;
      if (held && request.method.toUpperCase() === held.method && apiPath.startsWith(held.pathPrefix)) {
        held.arrived();
        await held.gate;
      }
      seq += 1;
      log.push({
        seq,
        at: new Date(now()).toISOString(),
        method: request.method.toUpperCase(),
        path: apiPath,
        search: url.search,
        status: response.status,
        keyId,
      });
      return response;
    },
  };
}
