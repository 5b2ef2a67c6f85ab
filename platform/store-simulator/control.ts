// The test-only control surface: latency, injected failures, the hourly budget, reset and
// the request log, the simulated clock and how long App Review takes, and changes made "in App
// Store Connect" behind the service's back (reviews written, edited or deleted, a version's
// state, App Review's verdict, builds uploaded, Apple's review summary, a large app), the
// webhook deliveries sent (their log, and waiting until all are done), and how long screenshots
// take to process (and uploads failing, through fail-next). Production
// passes controlEnabled: false, which hides the HTTP side (the in-process object is only
// reachable by code that created the simulator).

import { characterCount, REVIEW_TEXT_LIMITS, STORE_TEXT_LIMITS } from "@/lib/text/store-text";

import { BUILD_PROCESSING_STATES, type BuildStateChange, type NewBuild } from "./release-control";
import type { LargeAppOptions } from "./seed-large-app";
import type { SimBuild, SimVerdict, SimVersionState } from "./state";
import type { WebhookDelivery } from "./webhook-deliveries";

export interface FailNextOptions {
  status: number;
  /** How many upcoming API requests fail (default 1). */
  count?: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /**
   * What fails: `api` (default) the API's requests, `uploads` the PUTs of screenshot parts to
   * their upload URLs (an upload interrupted: the part is not kept).
   */
  on?: "api" | "uploads";
}

export interface RequestLogEntry {
  seq: number;
  at: string;
  method: string;
  /** Path under the API root, e.g. /v1/apps/123 */
  path: string;
  /** The query string as sent, including the leading "?" when present. */
  search: string;
  status: number;
  keyId: string | null;
}

/** A request that was let through and whose response is held back (see `holdResponses`). */
export interface ResponseHold {
  /** Resolves when a matching request has been applied and its response is held. */
  reached: Promise<void>;
  /** Lets the held response (and later matching ones) go. */
  release(): void;
}

export interface SimulatorControl {
  setLatency(ms: number): void;
  failNext(options: FailNextOptions): void;
  setHourlyBudget(limit: number): void;
  reset(): Promise<void>;
  requestLog(): RequestLogEntry[];
  clearRequestLog(): void;
  /** Every webhook delivery queued since the last reset (the latest 1,000), oldest first. */
  webhookDeliveries(): WebhookDelivery[];
  /**
   * Applies what is due by now, then resolves when every queued webhook delivery has been
   * attempted to completion (retries included): tests await it instead of sleeping.
   */
  flushWebhooks(): Promise<void>;
  /**
   * The next request matching `method` and the path prefix is applied, and its response held
   * until `release()`: the store did the work and the caller never heard back, as when the
   * caller's process dies mid-request. In-process only (no HTTP control action).
   */
  holdResponses(match: { method: string; pathPrefix: string }): ResponseHold;
  /** A customer writes a review of the app (its App Store id), now; returns the review's id. */
  addReview(review: NewReview): Promise<string>;
  /** Adds (or replaces) a large app beside the demo apps (seed-large-app.ts); returns its App Store id. */
  seedLargeApp(options?: LargeAppOptions): Promise<string>;
  /** The publisher edits a review's response in App Store Connect (created when it has none), published now. */
  editReviewResponse(reviewId: string, responseBody: string): Promise<void>;
  /** App Store Connect removes a review (and its response), as when Apple takes one down. */
  deleteReview(reviewId: string): Promise<void>;
  /** A version moves to another state in App Store Connect (submitted, approved, released…). */
  setVersionState(versionId: string, state: SimVersionState): Promise<void>;
  /** How long App Review takes from submission to verdict, in ms of simulated time (default 10 minutes). */
  setReviewTime(ms: number): void;
  /** How long Apple processes a committed screenshot, in ms of simulated time (default 5 seconds). */
  setScreenshotProcessingTime(ms: number): void;
  /** Moves the simulated clock forward (kept in memory, undone by reset); returns the new simulated time. */
  advanceClock(ms: number): Promise<string>;
  /** The simulated time, in ms. */
  now(): number;
  /**
   * App Review decides: a version waiting or in review goes through IN_REVIEW to the verdict at
   * once; for another, the verdict is kept for when its review ends.
   */
  setReviewVerdict(versionId: string, verdict: SimVerdict): Promise<void>;
  /** A build uploaded from Xcode now; returns its id. */
  uploadBuild(build: NewBuild): Promise<string>;
  /** Apple processes (or fails) a build, it expires, or its export compliance is answered. */
  setBuildState(change: BuildStateChange): Promise<void>;
  /**
   * Apple writes a new summary of the app's reviews for a storefront and language (replacing the
   * one it had there, dated now), or withdraws it (`text` null).
   */
  setReviewSummary(summary: { appStoreId: string; territory: string; locale: string; text: string | null }): Promise<void>;
}

export interface NewReview {
  appStoreId: string;
  rating: number;
  title: string;
  body: string;
  territory: string;
  reviewerNickname?: string;
}

export interface ControlRuntime {
  latencyMs: number;
  faults: { status: number; retryAfter?: number }[];
  /** Failures queued for the upload URLs' PUTs. */
  uploadFaults: { status: number; retryAfter?: number }[];
  /** How long App Review takes (ms of simulated time). */
  reviewMs: number;
  /** How long screenshot processing takes (ms of simulated time). */
  screenshotProcessingMs: number;
  /** Added to the clock for everything the simulated world dates (not tokens or the hourly budget). */
  clockOffsetMs: number;
}

/** The most App Store Connect keeps of each text the control plane writes, in characters (Apple's limits). */
const TEXT_BOUNDS: Record<string, number> = {
  ...REVIEW_TEXT_LIMITS,
  responseBody: STORE_TEXT_LIMITS.reviewResponse,
  // Apple's review summaries are a paragraph; a body's length bounds them here.
  text: REVIEW_TEXT_LIMITS.body,
};

/** `value` when App Store Connect could hold it; refused otherwise, so no text the store could not send reaches the service. */
function storeBound(value: string, name: string): string {
  const bound = TEXT_BOUNDS[name];
  // A character takes two UTF-16 units at most: a longer text is refused before anything counts it.
  if (bound !== undefined && (value.length > bound * 2 || characterCount(value) > bound))
    throw new Error(`${name} must be at most ${bound} characters, as in App Store Connect`);
  return value;
}

function parseObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("the body must be a JSON object");
  return value as Record<string, unknown>;
}

/** Serves `<prefix>/_control/*`: JSON in, JSON out. */
export async function handleControlRequest(
  control: SimulatorControl,
  method: string,
  action: string,
  request: Request,
  { withinStoreLimits }: { withinStoreLimits: boolean },
): Promise<Response> {
  const withinStoreBound = withinStoreLimits ? storeBound : (value: string) => value;
  const json = (value: unknown, status = 200) => Response.json(value, { status });
  let body: Record<string, unknown> = {};
  try {
    // (Mounted in the service, the body was read to its bound already: app/store-sim/[...path]/route.ts.)
    if (method === "POST") body = parseObject(await request.text());
  } catch (error) {
    return json({ error: (error as Error).message }, 400);
  }
  const number = (value: unknown, name: string): number => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
    return value;
  };
  try {
    if (method === "POST" && action === "latency") control.setLatency(number(body.ms, "ms"));
    else if (method === "POST" && action === "fail-next") {
      if (body.on !== undefined && body.on !== "api" && body.on !== "uploads") throw new Error("on must be api or uploads");
      control.failNext({
        status: number(body.status, "status"),
        count: body.count === undefined ? 1 : number(body.count, "count"),
        retryAfter: body.retryAfter === undefined ? undefined : number(body.retryAfter, "retryAfter"),
        on: body.on,
      });
    } else if (method === "POST" && action === "hourly-budget") control.setHourlyBudget(number(body.limit, "limit"));
    else if (method === "POST" && action === "reset") await control.reset();
    else if (method === "POST" && action === "reviews") {
      const text = (value: unknown, name: string): string => {
        if (typeof value !== "string" || value.trim() === "") throw new Error(`${name} must be a non-empty string`);
        return withinStoreBound(value, name);
      };
      const rating = number(body.rating, "rating");
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new Error("rating must be 1 to 5");
      const id = await control.addReview({
        appStoreId: text(body.appStoreId, "appStoreId"),
        rating,
        title: text(body.title, "title"),
        body: text(body.body, "body"),
        territory: text(body.territory, "territory"),
        reviewerNickname: body.reviewerNickname === undefined ? undefined : text(body.reviewerNickname, "reviewerNickname"),
      });
      return json({ id }, 201);
    } else if (method === "POST" && action === "large-app") {
      const size = (name: string) => (body[name] === undefined ? undefined : number(body[name], name));
      const storeId = await control.seedLargeApp({
        storeId: body.storeId === undefined ? undefined : String(body.storeId),
        reviews: size("reviews"),
        versions: size("versions"),
        locales: size("locales"),
        responseShare: size("responseShare"),
      });
      return json({ storeId }, 201);
    } else if (method === "POST" && action === "review-response") {
      await control.editReviewResponse(String(body.reviewId ?? ""), withinStoreBound(String(body.responseBody ?? ""), "responseBody"));
    } else if (method === "POST" && action === "delete-review") await control.deleteReview(String(body.reviewId ?? ""));
    else if (method === "POST" && action === "version-state") {
      await control.setVersionState(String(body.versionId ?? ""), String(body.state ?? "") as SimVersionState);
    } else if (method === "POST" && action === "review-summary") {
      await control.setReviewSummary({
        appStoreId: String(body.appStoreId ?? ""),
        territory: String(body.territory ?? ""),
        locale: String(body.locale ?? ""),
        text: body.text === null ? null : withinStoreBound(String(body.text ?? ""), "text"),
      });
    } else if (method === "POST" && action === "review-time") control.setReviewTime(number(body.ms, "ms"));
    else if (method === "POST" && action === "screenshot-processing") control.setScreenshotProcessingTime(number(body.ms, "ms"));
    else if (method === "POST" && action === "advance-clock")
      return json({ ok: true, now: await control.advanceClock(number(body.ms, "ms")) });
    else if (method === "POST" && action === "review-verdict") {
      await control.setReviewVerdict(String(body.versionId ?? ""), String(body.verdict ?? "") as SimVerdict);
    } else if (method === "POST" && action === "builds") {
      const id = await control.uploadBuild({
        appStoreId: String(body.appStoreId ?? ""),
        version: String(body.version ?? ""),
        processingState: processingState(body.processingState),
        usesNonExemptEncryption: compliance(body.usesNonExemptEncryption),
        platform: body.platform === undefined ? undefined : (String(body.platform) as NewBuild["platform"]),
      });
      return json({ id }, 201);
    } else if (method === "POST" && action === "build-state") {
      if (body.expired !== undefined && typeof body.expired !== "boolean") throw new Error("expired must be true or false");
      await control.setBuildState({
        buildId: String(body.buildId ?? ""),
        processingState: processingState(body.processingState),
        expired: body.expired,
        usesNonExemptEncryption: compliance(body.usesNonExemptEncryption),
      });
    } else if (method === "GET" && action === "webhook-deliveries") return json({ deliveries: control.webhookDeliveries() });
    else if (method === "POST" && action === "webhooks-flush") await control.flushWebhooks();
    else if (method === "GET" && action === "requests") return json({ requests: control.requestLog() });
    else if (method === "DELETE" && action === "requests") control.clearRequestLog();
    else return json({ error: "unknown control action" }, 404);
    return json({ ok: true });
  } catch (error) {
    return json({ error: (error as Error).message }, 400);
  }
}

function processingState(value: unknown): SimBuild["processingState"] | undefined {
  if (value === undefined) return undefined;
  if (!BUILD_PROCESSING_STATES.includes(value as SimBuild["processingState"])) {
    throw new Error(`processingState must be one of ${BUILD_PROCESSING_STATES.join(", ")}`);
  }
  return value as SimBuild["processingState"];
}

function compliance(value: unknown): boolean | null | undefined {
  if (value !== undefined && value !== null && typeof value !== "boolean")
    throw new Error("usesNonExemptEncryption must be true, false or null");
  return value;
}
