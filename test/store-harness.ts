// Test helpers: a simulator served over real HTTP whose every response is checked against
// Apple's description, and a fetch wrapper that checks every request body the client sends.
// Imported by *.test.ts and the benchmark only.

import type { StoreClientConfig } from "@/lib/store/client";
import { createStoreClient } from "@/lib/store/client";
import { serveOverHttp } from "./serve-over-http";
import { validateRequestBody, validateResponse, type Violation } from "@/lib/store/spec/validator";
import { createStoreSimulator, demoAccount, type StoreSimulator, type StoreSimulatorOptions } from "@/platform/store-simulator";

const SIM_BASE_PATH = "/store-sim";

export interface SimulatorHarness {
  sim: StoreSimulator;
  /** Base URL for the client, e.g. http://127.0.0.1:1234/store-sim */
  baseUrl: string;
  /** Every schema violation seen so far, in responses and in client request bodies. */
  violations: Violation[];
  /** How many responses were checked. */
  checkedResponses(): number;
  /** fetch that validates request bodies before sending them. */
  fetch: typeof fetch;
  teamClient(overrides?: Partial<StoreClientConfig>): ReturnType<typeof createStoreClient>;
  individualClient(overrides?: Partial<StoreClientConfig>): ReturnType<typeof createStoreClient>;
  close(): Promise<void>;
}

/** The control plane, and the upload and image addresses App Store Connect's answers give: not its described API. */
const outsideApplesApi = (path: string) => /^\/_(control|upload|images)\//.test(path);

export async function startSimulator(options: StoreSimulatorOptions = {}): Promise<SimulatorHarness> {
  const sim = createStoreSimulator({ basePath: SIM_BASE_PATH, controlEnabled: true, ...options });
  const violations: Violation[] = [];
  let checked = 0;

  const server = await serveOverHttp(async (request) => {
    const response = await sim.handle(request);
    const url = new URL(request.url);
    const path = url.pathname.slice(SIM_BASE_PATH.length);
    if (!outsideApplesApi(path)) {
      const copy = response.clone();
      const contentType = copy.headers.get("content-type");
      const text = contentType?.includes("json") ? await copy.text() : "";
      checked += 1;
      violations.push(
        ...validateResponse({
          method: request.method,
          path,
          status: response.status,
          contentType,
          body: text ? JSON.parse(text) : undefined,
        }),
      );
      if (!response.headers.get("x-rate-limit")) violations.push({ where: `${request.method} ${path}`, message: "missing X-Rate-Limit" });
    }
    return response;
  });
  const baseUrl = `${server.origin}${SIM_BASE_PATH}`;

  const checkingFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.slice(SIM_BASE_PATH.length);
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "DELETE" && !outsideApplesApi(path)) {
      violations.push(...validateRequestBody(method, path, init?.body ? JSON.parse(String(init.body)) : undefined));
    }
    return fetch(input, init);
  };

  const noWait = { sleep: async () => {}, retry: { random: () => 0 } };
  return {
    sim,
    baseUrl,
    violations,
    checkedResponses: () => checked,
    fetch: checkingFetch,
    teamClient: (overrides = {}) =>
      createStoreClient({
        baseUrl,
        fetch: checkingFetch,
        credentials: { ...demoAccount.teamKey, isIndividualKey: false },
        ...noWait,
        ...overrides,
      }),
    individualClient: (overrides = {}) =>
      createStoreClient({
        baseUrl,
        fetch: checkingFetch,
        credentials: { ...demoAccount.individualKey, isIndividualKey: true },
        ...noWait,
        ...overrides,
      }),
    close: () => server.close(),
  };
}

/** A real bearer token for raw requests to the harness (the simulator verifies it like ASC): borrowed from a team-key client's first request. */
export async function borrowToken(h: SimulatorHarness, appStoreId: string): Promise<string> {
  let token = "";
  const capture = createStoreClient({
    baseUrl: h.baseUrl,
    credentials: { ...demoAccount.teamKey, isIndividualKey: false },
    fetch: async (input, init) => {
      token = new Headers(init?.headers).get("authorization")!.slice("Bearer ".length);
      return h.fetch(input, init);
    },
  });
  await capture.getApp(appStoreId);
  return token;
}

/** An answer of the harness's API or control plane, its JSON parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read Apple's documents freely
export type HarnessAnswer = { status: number; body: any };

/**
 * Apple's API on the harness as a key calls it (`token()`: the key's JWT; bodies checked against
 * Apple's description), and its control plane (POST): for tests that drive the simulator by hand.
 * Given as functions because the harness and token are made in the test file's `beforeAll`.
 */
export function harnessCalls(harness: () => SimulatorHarness, token: () => string) {
  async function api(method: string, path: string, body?: unknown): Promise<HarnessAnswer> {
    const h = harness();
    const response = await h.fetch(`${h.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  async function control(action: string, body: unknown): Promise<HarnessAnswer> {
    const response = await fetch(`${harness().baseUrl}/_control/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }
  return { api, control };
}
