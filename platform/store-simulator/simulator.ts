// The App Store Connect simulator as a fetch-style handler: Request in, Response out.
// Mount it anywhere (a Next.js catch-all route, a node:http server in tests) by passing the
// path prefix it lives under. Each request: control? -> latency -> injected fault -> route
// (from Apple's description) -> JWT -> hourly budget -> query -> body -> handler -> persist.

import { matchOperation, pathIsDescribed } from "@/lib/store/spec/spec";
import { validateRequestBody } from "@/lib/store/spec/validator";
import { AscHttpError, ascErrors, errorDocument, type AscErrorSpec } from "./asc-errors";
import { verifyBearer } from "./auth";
import { handleControlRequest, type ControlRuntime, type RequestLogEntry, type SimulatorControl } from "./control";
import type { HandlerContext } from "./handler-context";
import { HANDLERS } from "./handlers";
import { createRandom, hashSeed } from "./prng";
import { parseQuery } from "./query";
import { createRateBudgets } from "./rate-budget";
import { buildSeedState, type SeedOptions } from "./seed";
import { seedLargeApp } from "./seed-large-app";
import {
  createMemoryStateStore,
  STATE_SCHEMA_VERSION,
  VERSION_STATES,
  type SimReviewSummary,
  type SimState,
  type SimulatorStateStore,
} from "./state";

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
}

export interface StoreSimulator {
  readonly basePath: string;
  /**
   * Serves one request. `basePath` is where this request addressed the simulator when it is
   * reachable under more than one prefix (a sandbox's own path): links in the answer use it.
   */
  handle(request: Request, options?: { basePath?: string }): Promise<Response>;
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
  const runtime: ControlRuntime = { latencyMs: 0, faults: [] };
  let log: RequestLogEntry[] = [];
  let hold: { method: string; pathPrefix: string; arrived: () => void; gate: Promise<void> } | undefined;
  let seq = 0;
  let loaded: Promise<SimState> | undefined;

  const seedState = () => buildSeedState({ seed: options.seed, epoch: options.epoch, account: options.account });

  function state(): Promise<SimState> {
    loaded ??= (async () => {
      const saved = await store.load();
      if (saved && saved.schemaVersion === STATE_SCHEMA_VERSION) {
        // Saved before Apple's review summaries were simulated: the seed's, as if Apple had written them since.
        saved.reviewSummaries ??= seedState().reviewSummaries;
        return saved;
      }
      const fresh = seedState();
      await store.save(fresh);
      return fresh;
    })().catch((error: unknown) => {
      loaded = undefined; // do not cache a failed load
      throw error;
    });
    return loaded;
  }

  const control: SimulatorControl = {
    setLatency: (ms) => {
      runtime.latencyMs = ms;
    },
    failNext: ({ status, count = 1, retryAfter }) => {
      for (let i = 0; i < count; i++) runtime.faults.push({ status, retryAfter });
    },
    setHourlyBudget: (limit) => budgets.setLimit(limit),
    reset: async () => {
      const fresh = seedState();
      await store.save(fresh);
      loaded = Promise.resolve(fresh);
      runtime.latencyMs = 0;
      runtime.faults = [];
      budgets.reset();
      log = [];
    },
    addReview: async (review) => {
      const current = await state();
      const app = current.apps.find((candidate) => candidate.id === review.appStoreId);
      if (!app) throw new Error(`no app ${review.appStoreId}`);
      current.createdCount += 1;
      const id = createRandom(hashSeed(current.seed, "created", current.createdCount)).uuid();
      current.reviews.push({
        id,
        appId: app.id,
        rating: review.rating,
        title: review.title,
        body: review.body,
        reviewerNickname: review.reviewerNickname ?? "A customer",
        createdDate: new Date(clock()).toISOString(),
        territory: review.territory,
      });
      await store.save(current);
      return id;
    },
    seedLargeApp: async (largeApp) => {
      const current = await state();
      const storeId = seedLargeApp(current, largeApp);
      await store.save(current);
      return storeId;
    },
    editReviewResponse: async (reviewId, responseBody) => {
      const current = await state();
      const review = current.reviews.find((candidate) => candidate.id === reviewId);
      if (!review) throw new Error(`no review ${reviewId}`);
      if (responseBody.trim() === "") throw new Error("responseBody must be a non-empty string");
      const existing = current.reviewResponses.find((response) => response.reviewId === reviewId);
      const edited = { responseBody, lastModifiedDate: new Date(clock()).toISOString(), state: "PUBLISHED" as const };
      if (existing) Object.assign(existing, edited);
      else {
        current.createdCount += 1;
        const id = createRandom(hashSeed(current.seed, "created", current.createdCount)).uuid();
        current.reviewResponses.push({ id, reviewId, ...edited });
      }
      await store.save(current);
    },
    deleteReview: async (reviewId) => {
      const current = await state();
      if (!current.reviews.some((review) => review.id === reviewId)) throw new Error(`no review ${reviewId}`);
      current.reviews = current.reviews.filter((review) => review.id !== reviewId);
      current.reviewResponses = current.reviewResponses.filter((response) => response.reviewId !== reviewId);
      await store.save(current);
    },
    setVersionState: async (versionId, appStoreState) => {
      const current = await state();
      const version = current.versions.find((candidate) => candidate.id === versionId);
      if (!version) throw new Error(`no version ${versionId}`);
      if (!VERSION_STATES.includes(appStoreState)) throw new Error(`state must be one of ${VERSION_STATES.join(", ")}`);
      version.appStoreState = appStoreState;
      await store.save(current);
    },
    setReviewSummary: async ({ appStoreId, territory, locale, text }) => {
      const current = await state();
      if (!current.apps.some((app) => app.id === appStoreId)) throw new Error(`no app ${appStoreId}`);
      if (!/^[A-Z]{3}$/.test(territory)) throw new Error("territory must be a territory code such as USA");
      if (locale.trim() === "") throw new Error("locale must be a non-empty string");
      if (text !== null && text.trim() === "") throw new Error("text must be a non-empty string or null");
      const same = (summary: SimReviewSummary) =>
        summary.appId === appStoreId && summary.territory === territory && summary.locale === locale;
      current.reviewSummaries = current.reviewSummaries.filter((summary) => !same(summary));
      if (text !== null) {
        current.createdCount += 1;
        const id = createRandom(hashSeed(current.seed, "created", current.createdCount)).uuid();
        const createdDate = new Date(clock()).toISOString();
        current.reviewSummaries.push({ id, appId: appStoreId, platform: "IOS", territory, locale, text, createdDate });
      }
      await store.save(current);
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

  function errorResponse(specs: AscErrorSpec | AscErrorSpec[], rateHeader: string, extra: Record<string, string> = {}): Response {
    const list = Array.isArray(specs) ? specs : [specs];
    return Response.json(errorDocument(list), { status: list[0]!.status, headers: { "x-rate-limit": rateHeader, ...extra } });
  }

  async function serve(
    request: Request,
    url: URL,
    apiPath: string,
    basePath: string,
    record: (keyId: string | null) => void,
  ): Promise<Response> {
    const method = request.method.toUpperCase();
    if (runtime.latencyMs > 0) await sleep(runtime.latencyMs);

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

    const current = await state();
    const key = await verifyBearer(request.headers.get("authorization"), current.keys, clock());
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
      const apiRoot = `${url.origin}${basePath}`;
      const ctx: HandlerContext = {
        state: current,
        query,
        apiRoot,
        // Re-serialised so brackets and commas are percent-encoded, as in ASC's links
        // (a raw `fields[apps]` is not a valid uri-reference).
        selfUrl: `${apiRoot}${apiPath}${url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : ""}`,
        id: match.id,
        body,
        key,
        now: clock(),
        changed: () => {
          changed = true;
        },
        newId: () => {
          current.createdCount += 1;
          return createRandom(hashSeed(current.seed, "created", current.createdCount)).uuid();
        },
      };
      const result = handler(ctx);
      if (changed) await store.save(current);
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

  return {
    basePath: defaultBasePath,
    control,
    snapshot: async () => JSON.parse(JSON.stringify(await state())) as SimState,
    async handle(request, handleOptions = {}) {
      const basePath = handleOptions.basePath?.replace(/\/+$/, "") ?? defaultBasePath;
      const url = new URL(request.url);
      if (!url.pathname.startsWith(basePath)) return errorResponse(ascErrors.noSuchPath(), budgets.peek(undefined, clock()));
      const apiPath = url.pathname.slice(basePath.length) || "/";
      if (apiPath.startsWith("/_control/")) {
        if (!options.controlEnabled) return errorResponse(ascErrors.noSuchPath(), budgets.peek(undefined, clock()));
        return handleControlRequest(control, request.method.toUpperCase(), apiPath.slice("/_control/".length), request);
      }
      let keyId: string | null = null;
      const response = await serve(request, url, apiPath, basePath, (id) => {
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
        at: new Date(clock()).toISOString(),
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
