// Webhooks, over real HTTP: made, read, changed and deleted by Apple's rules (ten per app, https,
// the secret never shown), and their deliveries to a small local receiver: a version's review
// and a build's processing told in order, each signed with the webhook's secret, failures tried
// again and then recorded as failed; every exchange with the simulator checked against Apple's
// description. Deliveries are awaited with `flushWebhooks`, never with sleeps.

import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serveOverHttp, type HttpServerHandle } from "@/test/serve-over-http";
import { borrowToken, startSimulator, type SimulatorHarness } from "@/test/store-harness";
import { createMemoryStateStore, demoAccount } from "./index";
import { buildSeedState } from "./seed";

const trailmix = demoAccount.apps[0]!.storeId;
const pocketLedger = demoAccount.apps[1]!.storeId;
const MINUTE = 60_000;
const VERSION_EVENT = "APP_STORE_VERSION_APP_VERSION_STATE_UPDATED";
const BUILD_EVENT = "BUILD_UPLOAD_STATE_UPDATED";

let h: SimulatorHarness;
let token: string;
let receiver: HttpServerHandle;
/** The pauses the simulator asked for between attempts (its `sleep`, which does not wait here). */
let pauses: number[] = [];

// ---- the receiver: records what it is sent, answers as a test scripts it ----

interface Received {
  path: string;
  signature: string | null;
  contentType: string | null;
  raw: Buffer;
  body: any;
}
let received: Received[] = [];
/** Statuses a path answers, in turn; then 204 (a path under /fail answers 500 always). */
let script: Record<string, number[]> = {};
/** While set, a delivery to /held waits for the gate before it is answered. */
let held: { arrived: () => void; gate: Promise<void> } | undefined;

function holdNext(): { reached: Promise<void>; release: () => void } {
  let arrived!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  held = { arrived, gate };
  return {
    reached,
    release: () => {
      held = undefined;
      release();
    },
  };
}

async function receive(request: Request): Promise<Response> {
  const raw = Buffer.from(await request.arrayBuffer());
  const path = new URL(request.url).pathname;
  received.push({
    path,
    signature: request.headers.get("x-apple-signature"),
    contentType: request.headers.get("content-type"),
    raw,
    body: JSON.parse(raw.toString("utf8")),
  });
  const hold = held;
  if (path === "/held" && hold) {
    hold.arrived();
    await hold.gate;
  }
  const status = script[path]?.shift() ?? (path.startsWith("/fail") ? 500 : 204);
  return new Response(null, { status });
}

const at = (path: string) => `${receiver.origin}${path}`;
const sentTo = (path: string) => received.filter((r) => r.path === path);
/** The signature Apple sends: an HMAC-SHA256 of the raw body bytes, keyed with the secret. */
const expectedSignature = (secret: string, raw: Buffer) => `hmacsha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

// ---- the simulator's API and control plane ----

type Answer = { status: number; body: any };

/** `checked: false` sends a body Apple's description refuses without counting it as the client's violation. */
async function api(method: string, path: string, body?: unknown, { harness = h, checked = true } = {}): Promise<Answer> {
  const send = checked ? harness.fetch : fetch;
  const response = await send(`${harness.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function control(method: string, action: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${h.baseUrl}/_control/${action}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const ref = (type: string, id: string) => ({ data: { type, id } });
const refusal = (answer: Answer) => ({ status: answer.status, code: answer.body.errors[0].code, detail: answer.body.errors[0].detail });
const flush = () => h.sim.control.flushWebhooks();

interface NewWebhook {
  appId?: string;
  name?: string;
  url: string;
  secret?: string;
  enabled?: boolean;
  eventTypes?: string[];
}

const createWebhook = (
  { appId = trailmix, name = "Releases", url, secret = "s3cret", enabled = true, eventTypes = [VERSION_EVENT] }: NewWebhook,
  harness = h,
) =>
  api(
    "POST",
    "/v1/webhooks",
    { data: { type: "webhooks", attributes: { name, url, secret, enabled, eventTypes }, relationships: { app: ref("apps", appId) } } },
    { harness },
  );

async function webhook(options: NewWebhook): Promise<string> {
  const made = await createWebhook(options);
  expect(made.status).toBe(201);
  return made.body.data.id;
}

const patchWebhook = (id: string, attributes: object) => api("PATCH", `/v1/webhooks/${id}`, { data: { type: "webhooks", id, attributes } });

async function seeded() {
  const state = await h.sim.snapshot();
  const attached = new Set(state.versions.map((v) => v.buildId));
  return {
    prepared: state.versions.find((v) => v.appId === trailmix && v.appStoreState === "PREPARE_FOR_SUBMISSION")!,
    live: state.versions.find((v) => v.appId === trailmix && v.appStoreState === "READY_FOR_SALE")!,
    otherApps: state.versions.find((v) => v.appId === pocketLedger && v.appStoreState === "READY_FOR_SALE")!,
    freeBuild: state.builds.find((b) => b.appId === trailmix && b.processingState === "VALID" && !attached.has(b.id))!,
  };
}

/** Attaches the build, puts the version in a new submission and submits it; returns the submission's id. */
async function submit(versionId: string, buildId: string): Promise<string> {
  const patched = await api("PATCH", `/v1/appStoreVersions/${versionId}`, {
    data: {
      type: "appStoreVersions",
      id: versionId,
      attributes: { releaseType: "MANUAL" },
      relationships: { build: ref("builds", buildId) },
    },
  });
  expect(patched.status).toBe(200);
  const made = await api("POST", "/v1/reviewSubmissions", {
    data: { type: "reviewSubmissions", attributes: { platform: "IOS" }, relationships: { app: ref("apps", trailmix) } },
  });
  expect(made.status).toBe(201);
  const item = await api("POST", "/v1/reviewSubmissionItems", {
    data: {
      type: "reviewSubmissionItems",
      relationships: { reviewSubmission: ref("reviewSubmissions", made.body.data.id), appStoreVersion: ref("appStoreVersions", versionId) },
    },
  });
  expect(item.status).toBe(201);
  const submitted = await api("PATCH", `/v1/reviewSubmissions/${made.body.data.id}`, {
    data: { type: "reviewSubmissions", id: made.body.data.id, attributes: { submitted: true } },
  });
  expect(submitted.status).toBe(200);
  return made.body.data.id;
}

/** A version's change as Apple documents the payload, with the event's id and time left open. */
const versionEvent = (versionId: string, oldValue: string, newValue: string) => ({
  data: {
    type: "appStoreVersionAppVersionStateUpdated",
    id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    version: 1,
    attributes: { oldValue, newValue, timestamp: expect.any(String) },
    relationships: {
      instance: { data: { type: "appStoreVersions", id: versionId }, links: { self: `${h.baseUrl}/v1/appStoreVersions/${versionId}` } },
    },
  },
});

beforeAll(async () => {
  receiver = await serveOverHttp(receive);
  h = await startSimulator({
    allowInsecureWebhookUrls: true,
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });
  token = await borrowToken(h, trailmix);
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});
beforeEach(async () => {
  await h.sim.control.reset();
  received = [];
  script = {};
  pauses = [];
});

describe("a webhook", () => {
  it("is made, read, changed and deleted, and its secret is never shown", async () => {
    const made = await createWebhook({
      name: "Releases",
      url: at("/hook"),
      secret: "never-shown",
      eventTypes: [VERSION_EVENT, BUILD_EVENT],
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      type: "webhooks",
      attributes: { enabled: true, eventTypes: [VERSION_EVENT, BUILD_EVENT], name: "Releases", url: at("/hook") },
      relationships: { app: { data: { type: "apps", id: trailmix } } },
    });
    const read = await api("GET", `/v1/webhooks/${id}?include=app`);
    expect(read.status).toBe(200);
    expect(read.body.included.map((r: any) => r.id)).toEqual([trailmix]);
    const listed = await api("GET", `/v1/apps/${trailmix}/webhooks`);
    expect(listed.body.data.map((w: any) => w.id)).toEqual([id]);
    expect((await api("GET", `/v1/apps/${trailmix}/relationships/webhooks`)).body.data).toEqual([{ type: "webhooks", id }]);
    expect((await api("GET", `/v1/apps/${pocketLedger}/webhooks`)).body.data).toEqual([]);

    const changed = await patchWebhook(id, {
      name: "Review news",
      enabled: false,
      secret: "rotated",
      eventTypes: [BUILD_EVENT],
      url: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toEqual({ enabled: false, eventTypes: [BUILD_EVENT], name: "Review news", url: at("/hook") });
    for (const answer of [made, read, listed, changed]) {
      expect(JSON.stringify(answer.body)).not.toMatch(/secret|never-shown|rotated/);
    }
    // Refused: another id in the body, an empty name, an unknown event type (Apple's description).
    const otherId = await api("PATCH", `/v1/webhooks/${id}`, { data: { type: "webhooks", id: "other", attributes: { name: "x" } } });
    expect(refusal(otherId)).toMatchObject({ status: 422, code: "ENTITY_UNPROCESSABLE" });
    expect(refusal(await patchWebhook(id, { name: " " }))).toMatchObject({ status: 409, code: "ENTITY_ERROR.ATTRIBUTE.INVALID" });
    const unknownEvent = await api(
      "PATCH",
      `/v1/webhooks/${id}`,
      { data: { type: "webhooks", id, attributes: { eventTypes: ["APP_DELETED"] } } },
      { checked: false },
    );
    expect(refusal(unknownEvent)).toMatchObject({ status: 422, code: "ENTITY_UNPROCESSABLE" });
    const noSecret = await api(
      "POST",
      "/v1/webhooks",
      {
        data: {
          type: "webhooks",
          attributes: { name: "x", url: at("/hook"), enabled: true, eventTypes: [] },
          relationships: { app: ref("apps", trailmix) },
        },
      },
      { checked: false },
    );
    expect(refusal(noSecret)).toMatchObject({ status: 422, code: "ENTITY_UNPROCESSABLE" });
    expect(refusal(await createWebhook({ appId: "404", url: at("/hook") }))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
    });

    expect((await api("DELETE", `/v1/webhooks/${id}`)).status).toBe(204);
    expect((await api("GET", `/v1/webhooks/${id}`)).status).toBe(404);
    expect((await api("DELETE", `/v1/webhooks/${id}`)).status).toBe(404);
    expect((await api("GET", `/v1/apps/${trailmix}/webhooks`)).body.data).toEqual([]);
  });

  it("is one of at most ten per app", async () => {
    for (let n = 1; n <= 10; n++) await webhook({ name: `Hook ${n}`, url: at(`/hook-${n}`) });
    const eleventh = await createWebhook({ name: "Hook 11", url: at("/hook-11") });
    expect(refusal(eleventh)).toEqual({
      status: 409,
      code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
      detail: `An app can have up to 10 webhooks, and app '${trailmix}' has 10: delete one to add another.`,
    });
    expect((await createWebhook({ appId: pocketLedger, url: at("/hook-11") })).status).toBe(201);
    const first = (await api("GET", `/v1/apps/${trailmix}/webhooks?limit=1`)).body.data[0].id;
    expect((await api("DELETE", `/v1/webhooks/${first}`)).status).toBe(204);
    expect((await createWebhook({ url: at("/hook-11") })).status).toBe(201);
  });

  it("needs an https URL; plain http to this machine only where the simulator allows it", async () => {
    const strict = await startSimulator();
    try {
      for (const url of [at("/hook"), "http://localhost:8080/hook"]) {
        expect(refusal(await createWebhook({ url }, strict))).toEqual({
          status: 409,
          code: "ENTITY_ERROR.ATTRIBUTE.INVALID",
          detail: "The webhook URL must use https.",
        });
      }
      expect((await createWebhook({ url: "https://hooks.example.com/asc" }, strict)).status).toBe(201);
      expect(strict.violations).toEqual([]);
    } finally {
      await strict.close();
    }
    // Allowed here, but only to this machine: any other host still needs https.
    expect((await createWebhook({ url: "http://localhost:8080/hook" })).status).toBe(201);
    expect(refusal(await createWebhook({ url: "http://hooks.example.com/asc" })).detail).toBe("The webhook URL must use https.");
    const id = await webhook({ url: at("/hook") });
    expect(refusal(await patchWebhook(id, { url: "http://10.0.0.1/hook" })).status).toBe(409);
  });
});

describe("deliveries", () => {
  it("tell of a version's review in order, each signed with the webhook's secret", async () => {
    const { prepared, live, freeBuild } = await seeded();
    const hook = await webhook({ url: at("/releases"), secret: "review-secret" });

    const before = h.sim.control.now();
    const submissionId = await submit(prepared.id, freeBuild.id);
    await flush();
    expect(sentTo("/releases").map((r) => r.body)).toEqual([versionEvent(prepared.id, "PREPARE_FOR_SUBMISSION", "WAITING_FOR_REVIEW")]);
    const submittedAt = Date.parse(sentTo("/releases")[0]!.body.data.attributes.timestamp);
    expect(submittedAt).toBeGreaterThanOrEqual(before);

    // App Review takes 10 minutes: in review after half, the verdict at the end (held for the developer: MANUAL).
    await h.sim.control.advanceClock(5 * MINUTE);
    await flush();
    await h.sim.control.advanceClock(5 * MINUTE);
    await flush();
    expect((await api("GET", `/v1/reviewSubmissions/${submissionId}`)).body.data.attributes.state).toBe("COMPLETE");
    const released = await api("POST", "/v1/appStoreVersionReleaseRequests", {
      data: { type: "appStoreVersionReleaseRequests", relationships: { appStoreVersion: ref("appStoreVersions", prepared.id) } },
    });
    expect(released.status).toBe(201);
    await flush();

    const told = sentTo("/releases");
    expect(told.map((r) => r.body)).toEqual([
      versionEvent(prepared.id, "PREPARE_FOR_SUBMISSION", "WAITING_FOR_REVIEW"),
      versionEvent(prepared.id, "WAITING_FOR_REVIEW", "IN_REVIEW"),
      versionEvent(prepared.id, "IN_REVIEW", "PENDING_DEVELOPER_RELEASE"),
      // Live: Apple's appVersionState says READY_FOR_DISTRIBUTION (appStoreState READY_FOR_SALE).
      versionEvent(prepared.id, "PENDING_DEVELOPER_RELEASE", "READY_FOR_DISTRIBUTION"),
      versionEvent(live.id, "READY_FOR_DISTRIBUTION", "REPLACED_WITH_NEW_VERSION"),
    ]);
    // Each step dated when it was due on the simulated clock.
    const times = told.map((r) => Date.parse(r.body.data.attributes.timestamp));
    expect(times.slice(0, 3)).toEqual([submittedAt, submittedAt + 5 * MINUTE, submittedAt + 10 * MINUTE]);
    for (const r of told) {
      expect(r.signature).toBe(expectedSignature("review-secret", r.raw));
      expect(r.contentType).toBe("application/json");
      // Only the change and the resource, as Apple designs it: the receiver reads the rest through the API.
      expect(Object.keys(r.body.data.attributes).sort()).toEqual(["newValue", "oldValue", "timestamp"]);
    }
    expect(new Set(told.map((r) => r.body.data.id)).size).toBe(5);
    expect(h.sim.control.webhookDeliveries()).toEqual(
      told.map((r) => ({
        id: expect.any(String),
        webhookId: hook,
        eventId: r.body.data.id,
        eventType: VERSION_EVENT,
        url: at("/releases"),
        status: "SUCCEEDED",
        attempts: 1,
        sentAt: expect.any(String),
        httpStatusCode: 204,
      })),
    );
  });

  it("are sent in the background: the request that caused one does not wait for the receiver", async () => {
    const { prepared } = await seeded();
    await webhook({ url: at("/held") });
    const hold = holdNext();
    // The receiver is holding its answer, yet the change is answered.
    const moved = await control("POST", "version-state", { versionId: prepared.id, state: "WAITING_FOR_REVIEW" });
    expect(moved.status).toBe(200);
    await hold.reached;
    expect(h.sim.control.webhookDeliveries()).toMatchObject([{ status: "PENDING", attempts: 1 }]);
    hold.release();
    await flush();
    expect(h.sim.control.webhookDeliveries()).toMatchObject([{ status: "SUCCEEDED", attempts: 1 }]);
  });

  it("tell of a build's processing, through the control plane over HTTP", async () => {
    const hook = await webhook({ url: at("/builds"), secret: "build-secret", eventTypes: [BUILD_EVENT] });
    const uploaded = await control("POST", "builds", { appStoreId: trailmix, version: "77" });
    expect(uploaded.status).toBe(201);
    const buildId = uploaded.body.id;
    // Neither the upload (no state before) nor a change other than processing is told.
    expect((await control("POST", "build-state", { buildId, usesNonExemptEncryption: false })).status).toBe(200);
    expect((await control("POST", "build-state", { buildId, processingState: "VALID" })).status).toBe(200);
    expect((await control("POST", "webhooks-flush")).body).toEqual({ ok: true });

    expect(received.map((r) => r.body)).toEqual([
      {
        data: {
          type: "buildUploadStateUpdated",
          id: expect.any(String),
          version: 1,
          attributes: { oldValue: "PROCESSING", newValue: "VALID", timestamp: expect.any(String) },
          relationships: { instance: { data: { type: "builds", id: buildId }, links: { self: `${h.baseUrl}/v1/builds/${buildId}` } } },
        },
      },
    ]);
    expect(received[0]!.signature).toBe(expectedSignature("build-secret", received[0]!.raw));
    const log = await control("GET", "webhook-deliveries");
    expect(log.body.deliveries).toMatchObject([
      { webhookId: hook, eventType: BUILD_EVENT, url: at("/builds"), status: "SUCCEEDED", attempts: 1 },
    ]);
  });

  it("that fail are tried again after a pause, three times in all, then recorded as failed", async () => {
    const { prepared } = await seeded();
    const unreachable = await serveOverHttp(async () => new Response(null, { status: 204 }));
    await unreachable.close();
    await webhook({ name: "Down", url: at("/fail"), secret: "down" });
    await webhook({ name: "Flaky", url: at("/flaky") });
    await webhook({ name: "Refusing", url: at("/refuse") });
    await webhook({ name: "Gone", url: `${unreachable.origin}/hook` });
    script = { "/flaky": [503], "/refuse": [404] };

    await h.sim.control.setVersionState(prepared.id, "WAITING_FOR_REVIEW");
    await flush();

    const down = sentTo("/fail");
    expect(down).toHaveLength(3);
    // The same event each time: one body, one signature.
    expect(new Set(down.map((r) => r.raw.toString("utf8"))).size).toBe(1);
    expect(down[0]!.signature).toBe(expectedSignature("down", down[0]!.raw));
    expect(sentTo("/flaky")).toHaveLength(2);
    expect(sentTo("/refuse")).toHaveLength(1);
    const outcome = Object.fromEntries(
      h.sim.control
        .webhookDeliveries()
        .map((d) => [new URL(d.url).pathname, { status: d.status, attempts: d.attempts, http: d.httpStatusCode }]),
    );
    expect(outcome).toEqual({
      "/fail": { status: "FAILED", attempts: 3, http: 500 },
      "/flaky": { status: "SUCCEEDED", attempts: 2, http: 204 },
      // A receiver's refusal is its answer: not tried again.
      "/refuse": { status: "FAILED", attempts: 1, http: 404 },
      // No answer at all (the connection refused).
      "/hook": { status: "FAILED", attempts: 3, http: null },
    });
    // Backoff: 1 s before the second attempt, 5 s before the third.
    expect(pauses.sort((a, b) => a - b)).toEqual([1_000, 1_000, 1_000, 5_000, 5_000]);
  });

  it("go only to enabled webhooks of the app subscribed to the event", async () => {
    const { prepared, otherApps } = await seeded();
    const disabled = await webhook({ name: "Off", url: at("/off"), enabled: false });
    await webhook({ name: "Builds only", url: at("/builds"), eventTypes: [BUILD_EVENT] });
    await webhook({ appId: pocketLedger, name: "Other app", url: at("/other-app") });

    await h.sim.control.setVersionState(prepared.id, "WAITING_FOR_REVIEW");
    await flush();
    expect(received).toEqual([]);
    expect(h.sim.control.webhookDeliveries()).toEqual([]);

    // Turned on, it hears of the next change; the other app's hears of its own.
    expect((await patchWebhook(disabled, { enabled: true })).status).toBe(200);
    await h.sim.control.setVersionState(prepared.id, "DEVELOPER_REJECTED");
    await h.sim.control.setVersionState(otherApps.id, "REPLACED_WITH_NEW_VERSION");
    await flush();
    expect(received.map((r) => [r.path, r.body.data.attributes.newValue])).toEqual([
      ["/off", "DEVELOPER_REJECTED"],
      ["/other-app", "REPLACED_WITH_NEW_VERSION"],
    ]);
    // A deleted webhook hears nothing more.
    expect((await api("DELETE", `/v1/webhooks/${disabled}`)).status).toBe(204);
    await h.sim.control.setVersionState(prepared.id, "PREPARE_FOR_SUBMISSION");
    await flush();
    expect(received).toHaveLength(2);
  });

  it("are forgotten by reset, with the webhooks", async () => {
    const { prepared } = await seeded();
    await webhook({ url: at("/hook") });
    await h.sim.control.setVersionState(prepared.id, "WAITING_FOR_REVIEW");
    await flush();
    expect(h.sim.control.webhookDeliveries()).toHaveLength(1);
    await h.sim.control.reset();
    expect(h.sim.control.webhookDeliveries()).toEqual([]);
    expect((await api("GET", `/v1/apps/${trailmix}/webhooks`)).body.data).toEqual([]);
  });
});

describe("a state saved before webhooks were simulated", () => {
  it("loads with none", async () => {
    const old = buildSeedState() as any;
    delete old.webhooks;
    const harness = await startSimulator({ stateStore: createMemoryStateStore(old) });
    try {
      expect((await harness.sim.snapshot()).webhooks).toEqual([]);
      const listed = await api("GET", `/v1/apps/${trailmix}/webhooks`, undefined, { harness });
      expect({ status: listed.status, data: listed.body.data }).toEqual({ status: 200, data: [] });
      expect(harness.violations).toEqual([]);
    } finally {
      await harness.close();
    }
  });
});

describe("conformance", () => {
  it("every request and response in this file validates against Apple's description", () => {
    expect(h.checkedResponses()).toBeGreaterThan(50);
    expect(h.violations).toEqual([]);
  });
});
