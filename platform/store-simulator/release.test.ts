// Shipping a version, over real HTTP: a build attached, App Review information, a submission to
// App Review moving on the simulated clock to its verdict, the release (by hand, at once or on a
// date) and a phased release's seven days; every exchange checked against Apple's description.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowToken, harnessCalls, startSimulator, type HarnessAnswer, type SimulatorHarness } from "@/test/store-harness";
import { createMemoryStateStore, demoAccount } from "./index";
import { PHASED_RELEASE_PERCENT } from "./phased-release";
import { buildSeedState } from "./seed";

const trailmix = demoAccount.apps[0]!.storeId;
const pocketLedger = demoAccount.apps[1]!.storeId;
const MINUTE = 60_000;
const DAY = 86_400_000;

let h: SimulatorHarness;
let token: string;

type Answer = HarnessAnswer;
const { api, control } = harnessCalls(
  () => h,
  () => token,
);

const ref = (type: string, id: string) => ({ data: { type, id } });
const advance = async (ms: number) => expect((await control("advance-clock", { ms })).status).toBe(200);

/** The first error's code and detail, for a refusal. */
const refusal = (answer: Answer) => ({ status: answer.status, code: answer.body.errors[0].code, detail: answer.body.errors[0].detail });

async function seeded() {
  const state = await h.sim.snapshot();
  const versionOf = (appId: string, appStoreState: string) =>
    state.versions.find((v) => v.appId === appId && v.appStoreState === appStoreState)!;
  const attached = new Set(state.versions.map((v) => v.buildId));
  const freeBuild = (appId: string) => state.builds.find((b) => b.appId === appId && b.processingState === "VALID" && !attached.has(b.id))!;
  return {
    prepared: versionOf(trailmix, "PREPARE_FOR_SUBMISSION"),
    live: versionOf(trailmix, "READY_FOR_SALE"),
    freeBuild: freeBuild(trailmix),
    foreignBuild: freeBuild(pocketLedger),
    processingBuild: state.builds.find((b) => b.appId === trailmix && b.processingState === "PROCESSING")!,
  };
}

const patchVersion = (id: string, attributes: object, relationships?: object) =>
  api("PATCH", `/v1/appStoreVersions/${id}`, {
    data: { type: "appStoreVersions", id, attributes, ...(relationships ? { relationships } : {}) },
  });
const attachBuild = (versionId: string, buildId: string) => patchVersion(versionId, {}, { build: ref("builds", buildId) });
const version = async (id: string) => (await api("GET", `/v1/appStoreVersions/${id}`)).body.data.attributes;
const submission = async (id: string) => (await api("GET", `/v1/reviewSubmissions/${id}`)).body.data.attributes;

const createSubmission = (appId = trailmix) =>
  api("POST", "/v1/reviewSubmissions", {
    data: { type: "reviewSubmissions", attributes: { platform: "IOS" }, relationships: { app: ref("apps", appId) } },
  });
const addItem = (submissionId: string, versionId: string) =>
  api("POST", "/v1/reviewSubmissionItems", {
    data: {
      type: "reviewSubmissionItems",
      relationships: { reviewSubmission: ref("reviewSubmissions", submissionId), appStoreVersion: ref("appStoreVersions", versionId) },
    },
  });
const patchSubmission = (id: string, attributes: object) =>
  api("PATCH", `/v1/reviewSubmissions/${id}`, { data: { type: "reviewSubmissions", id, attributes } });

/** Attaches a build to the version, puts it in a new submission and submits it; returns the submission's id. */
async function submit(versionId: string, buildId: string): Promise<string> {
  expect((await attachBuild(versionId, buildId)).status).toBe(200);
  const made = await createSubmission();
  expect(made.status).toBe(201);
  expect((await addItem(made.body.data.id, versionId)).status).toBe(201);
  expect((await patchSubmission(made.body.data.id, { submitted: true })).status).toBe(200);
  return made.body.data.id;
}

beforeAll(async () => {
  h = await startSimulator();
  token = await borrowToken(h, trailmix);
});
afterAll(() => h.close());
beforeEach(() => h.sim.control.reset());

describe("a build for the version", () => {
  it("is attached only when it is the app's, processed, unexpired and no other version's", async () => {
    const { prepared, live, freeBuild, foreignBuild, processingBuild } = await seeded();
    expect(refusal(await attachBuild(prepared.id, foreignBuild.id))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
      detail: expect.stringContaining("belongs to another app"),
    });
    expect(refusal(await attachBuild(prepared.id, processingBuild.id)).detail).toContain("still processing");
    expect(refusal(await attachBuild(prepared.id, live.buildId!)).detail).toContain("already attached to version 1.4.2");
    expect(refusal(await attachBuild(prepared.id, "no-such-build")).detail).toContain("There is no resource of type 'builds'");

    // A build uploaded from Xcode is processed before it can be used.
    const uploaded = await control("builds", { appStoreId: trailmix, version: "41" });
    expect(uploaded.status).toBe(201);
    expect(refusal(await attachBuild(prepared.id, uploaded.body.id)).detail).toContain("still processing");
    expect((await control("build-state", { buildId: uploaded.body.id, processingState: "VALID" })).status).toBe(200);
    const attached = await attachBuild(prepared.id, uploaded.body.id);
    expect(attached.status).toBe(200);
    expect((await api("GET", `/v1/appStoreVersions/${prepared.id}/build`)).body.data).toMatchObject({
      id: uploaded.body.id,
      attributes: { version: "41", processingState: "VALID", expired: false },
    });

    expect((await control("build-state", { buildId: freeBuild.id, expired: true })).status).toBe(200);
    expect(refusal(await attachBuild(prepared.id, freeBuild.id)).detail).toContain("expired");
    // The live version's build cannot change: its state locks it.
    expect(refusal(await attachBuild(live.id, uploaded.body.id))).toMatchObject({ status: 409, code: "STATE_ERROR" });
    expect((await control("builds", { appStoreId: trailmix, version: "41" })).status).toBe(400);
    expect((await control("builds", { appStoreId: trailmix, version: "42", processingState: "DONE" })).status).toBe(400);
  });

  it("goes with release settings: a scheduled release needs a date in the future", async () => {
    const { prepared, live } = await seeded();
    const date = (await patchVersion(prepared.id, { releaseType: "SCHEDULED" })).body.errors[0];
    expect(date).toMatchObject({ code: "ENTITY_ERROR.ATTRIBUTE.INVALID", source: { pointer: "/data/attributes/earliestReleaseDate" } });
    const past = new Date(h.sim.control.now() - DAY).toISOString();
    expect(refusal(await patchVersion(prepared.id, { releaseType: "SCHEDULED", earliestReleaseDate: past })).detail).toContain("future");
    const future = new Date(h.sim.control.now() + 3 * DAY).toISOString();
    const scheduled = await patchVersion(prepared.id, {
      releaseType: "SCHEDULED",
      earliestReleaseDate: future,
      copyright: "2027 Trail Co",
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.attributes).toMatchObject({
      releaseType: "SCHEDULED",
      earliestReleaseDate: future,
      copyright: "2027 Trail Co",
    });
    // Leaving the schedule drops the date.
    const manual = await patchVersion(prepared.id, { releaseType: "MANUAL" });
    expect(manual.body.data.attributes.earliestReleaseDate).toBeUndefined();
    expect(refusal(await patchVersion(prepared.id, { versionString: "1.4.0" })).detail).toContain("higher than the previous version");
    expect(refusal(await patchVersion(live.id, { copyright: "x" }))).toMatchObject({ status: 409, code: "STATE_ERROR" });
  });
});

describe("App Review information", () => {
  it("is made once per version, edited while the version is editable, and read with the demo password", async () => {
    const { prepared, live, freeBuild } = await seeded();
    const create = (versionId: string) =>
      api("POST", "/v1/appStoreReviewDetails", {
        data: {
          type: "appStoreReviewDetails",
          attributes: {
            contactEmail: "review@example.com",
            demoAccountName: "demo",
            demoAccountPassword: "trail-2026",
            demoAccountRequired: true,
          },
          relationships: { appStoreVersion: ref("appStoreVersions", versionId) },
        },
      });
    const made = await create(prepared.id);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toEqual({
      contactEmail: "review@example.com",
      demoAccountName: "demo",
      demoAccountPassword: "trail-2026",
      demoAccountRequired: true,
    });
    expect(refusal(await create(prepared.id)).code).toBe("ENTITY_ERROR.RELATIONSHIP.INVALID");
    expect(refusal(await create(live.id)).code).toBe("STATE_ERROR");

    const id = made.body.data.id;
    const edit = (notes: string) =>
      api("PATCH", `/v1/appStoreReviewDetails/${id}`, { data: { type: "appStoreReviewDetails", id, attributes: { notes } } });
    expect((await edit("Tap Explore to see offline maps.")).status).toBe(200);
    const read = await api("GET", `/v1/appStoreVersions/${prepared.id}/appStoreReviewDetail`);
    expect(read.body.data).toMatchObject({
      id,
      attributes: { notes: "Tap Explore to see offline maps.", demoAccountPassword: "trail-2026" },
    });

    await submit(prepared.id, freeBuild.id);
    expect(refusal(await edit("Too late"))).toMatchObject({ status: 409, code: "STATE_ERROR" });
  });
});

describe("a submission to App Review", () => {
  it("is one open per app and platform, and takes only a version with a processed build", async () => {
    const { prepared, live, freeBuild } = await seeded();
    const made = await createSubmission();
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toEqual({ platform: "IOS", state: "READY_FOR_REVIEW" });
    const id = made.body.data.id;
    expect(refusal(await createSubmission())).toMatchObject({
      status: 409,
      code: "STATE_ERROR",
      detail: `There is another reviewSubmissions with id '${id}' still in progress.`,
    });
    const listed = await api("GET", `/v1/reviewSubmissions?filter[app]=${trailmix}&filter[state]=READY_FOR_REVIEW`);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(refusal(await api("GET", "/v1/reviewSubmissions")).code).toBe("PARAMETER_ERROR.REQUIRED");

    expect(refusal(await patchSubmission(id, { submitted: true }))).toMatchObject({ status: 409, code: "STATE_ERROR" });
    expect(refusal(await addItem(id, prepared.id)).detail).toContain("A build must be attached");
    expect(refusal(await addItem(id, live.id)).detail).toContain("cannot be submitted for review");
    const other = (await h.sim.snapshot()).versions.find((v) => v.appId === pocketLedger)!;
    expect(refusal(await addItem(id, other.id)).code).toBe("ENTITY_ERROR.RELATIONSHIP.INVALID");

    // Export compliance must be answered before App Review takes the build.
    const uploaded = await control("builds", { appStoreId: trailmix, version: "41", processingState: "VALID" });
    expect((await attachBuild(prepared.id, uploaded.body.id)).status).toBe(200);
    expect(refusal(await addItem(id, prepared.id)).detail).toContain("export compliance");
    expect((await attachBuild(prepared.id, freeBuild.id)).status).toBe(200);
    const item = await addItem(id, prepared.id);
    expect(item.status).toBe(201);
    expect(item.body.data).toMatchObject({
      attributes: { state: "READY_FOR_REVIEW" },
      relationships: { appStoreVersion: { data: { id: prepared.id } } },
    });
    expect(refusal(await addItem(id, prepared.id)).detail).toContain("already added to this reviewSubmission");
  });

  it("is reviewed on the clock, approved, held for the developer (MANUAL) and released by a release request", async () => {
    const { prepared, live, freeBuild } = await seeded();
    expect((await control("review-time", { ms: 60 * MINUTE })).status).toBe(200);
    expect((await patchVersion(prepared.id, { releaseType: "MANUAL" })).status).toBe(200);
    const releaseRequest = () =>
      api("POST", "/v1/appStoreVersionReleaseRequests", {
        data: { type: "appStoreVersionReleaseRequests", relationships: { appStoreVersion: ref("appStoreVersions", prepared.id) } },
      });
    expect(refusal(await releaseRequest())).toMatchObject({ status: 409, code: "STATE_ERROR" });

    const before = h.sim.control.now();
    const id = await submit(prepared.id, freeBuild.id);
    const waiting = await submission(id);
    expect(waiting.state).toBe("WAITING_FOR_REVIEW");
    expect(Date.parse(waiting.submittedDate)).toBeGreaterThanOrEqual(before);
    expect(await version(prepared.id)).toMatchObject({ appStoreState: "WAITING_FOR_REVIEW", appVersionState: "WAITING_FOR_REVIEW" });
    // Submitted: no second submission, nothing editable.
    expect(refusal(await createSubmission()).code).toBe("STATE_ERROR");
    expect(refusal(await patchVersion(prepared.id, { copyright: "x" })).code).toBe("STATE_ERROR");

    await advance(29 * MINUTE);
    expect((await submission(id)).state).toBe("WAITING_FOR_REVIEW");
    await advance(2 * MINUTE);
    expect((await submission(id)).state).toBe("IN_REVIEW");
    expect((await version(prepared.id)).appStoreState).toBe("IN_REVIEW");
    await advance(30 * MINUTE);
    expect((await submission(id)).state).toBe("COMPLETE");
    const items = await api("GET", `/v1/reviewSubmissions/${id}/items`);
    expect(items.body.data.map((item: any) => item.attributes.state)).toEqual(["APPROVED"]);
    expect(await version(prepared.id)).toMatchObject({
      appStoreState: "PENDING_DEVELOPER_RELEASE",
      appVersionState: "PENDING_DEVELOPER_RELEASE",
    });
    expect((await version(live.id)).appStoreState).toBe("READY_FOR_SALE");

    const released = await releaseRequest();
    expect(released.status).toBe(201);
    expect(released.body.data).toMatchObject({ type: "appStoreVersionReleaseRequests", id: expect.any(String) });
    expect(await version(prepared.id)).toMatchObject({ appStoreState: "READY_FOR_SALE", appVersionState: "READY_FOR_DISTRIBUTION" });
    expect((await version(live.id)).appStoreState).toBe("REPLACED_WITH_NEW_VERSION");
    expect(refusal(await releaseRequest()).code).toBe("STATE_ERROR");
    // The submission is complete: the next one may be made.
    expect((await createSubmission()).status).toBe(201);
  });

  it("rejected, has unresolved issues, and the version is resubmitted in the same submission", async () => {
    const { prepared, live, freeBuild } = await seeded();
    // App Review's verdict, set before the version is submitted, waits for the end of its review.
    expect((await control("review-verdict", { versionId: prepared.id, verdict: "REJECTED" })).status).toBe(200);
    expect((await version(prepared.id)).appStoreState).toBe("PREPARE_FOR_SUBMISSION");
    const id = await submit(prepared.id, freeBuild.id);
    await advance(10 * MINUTE);
    expect((await submission(id)).state).toBe("UNRESOLVED_ISSUES");
    expect((await version(prepared.id)).appStoreState).toBe("REJECTED");
    const itemStates = async () =>
      (await api("GET", `/v1/reviewSubmissions/${id}/items`)).body.data.map((item: any) => item.attributes.state);
    expect(await itemStates()).toEqual(["REJECTED"]);

    // Still open: no new submission; the version is already in this one, and editable again.
    expect(refusal(await createSubmission()).code).toBe("STATE_ERROR");
    expect(refusal(await addItem(id, prepared.id)).detail).toContain("already added to this reviewSubmission");
    expect((await patchVersion(prepared.id, { copyright: "2026 Trail Co, fixed" })).status).toBe(200);

    expect((await patchSubmission(id, { submitted: true })).body.data.attributes.state).toBe("WAITING_FOR_REVIEW");
    expect(await itemStates()).toEqual(["READY_FOR_REVIEW"]);
    await advance(10 * MINUTE);
    // Approved this time (the verdict was used up), released at once (AFTER_APPROVAL).
    expect((await submission(id)).state).toBe("COMPLETE");
    expect((await version(prepared.id)).appStoreState).toBe("READY_FOR_SALE");
    expect((await version(live.id)).appStoreState).toBe("REPLACED_WITH_NEW_VERSION");
  });

  it("canceled, completes on the next step with the version developer-rejected and editable", async () => {
    const { prepared, freeBuild } = await seeded();
    const id = await submit(prepared.id, freeBuild.id);
    const canceled = await patchSubmission(id, { canceled: true });
    expect(canceled.body.data.attributes.state).toBe("CANCELING");
    expect((await submission(id)).state).toBe("COMPLETE");
    expect((await api("GET", `/v1/reviewSubmissions/${id}/items`)).body.data[0].attributes.state).toBe("REMOVED");
    expect(await version(prepared.id)).toMatchObject({ appStoreState: "DEVELOPER_REJECTED", appVersionState: "DEVELOPER_REJECTED" });
    expect(refusal(await patchSubmission(id, { canceled: true })).code).toBe("STATE_ERROR");
    expect((await patchVersion(prepared.id, { copyright: "2026 Trail Co" })).status).toBe(200);
    // Submitted again in a new submission.
    const again = await createSubmission();
    expect((await addItem(again.body.data.id, prepared.id)).status).toBe(201);
    expect((await patchSubmission(again.body.data.id, { submitted: true })).status).toBe(200);
    expect((await version(prepared.id)).appStoreState).toBe("WAITING_FOR_REVIEW");
  });

  it("is decided at once by App Review through the control plane, with or without a submission", async () => {
    const { prepared, freeBuild } = await seeded();
    const id = await submit(prepared.id, freeBuild.id);
    expect((await control("review-verdict", { versionId: prepared.id, verdict: "APPROVED" })).status).toBe(200);
    expect((await submission(id)).state).toBe("COMPLETE");
    expect((await version(prepared.id)).appStoreState).toBe("READY_FOR_SALE");

    // The seed's version waiting for review (sent before submissions were simulated).
    const waiting = (await h.sim.snapshot()).versions.find((v) => v.appStoreState === "WAITING_FOR_REVIEW")!;
    expect((await control("review-verdict", { versionId: waiting.id, verdict: "REJECTED" })).status).toBe(200);
    expect((await version(waiting.id)).appStoreState).toBe("REJECTED");
    expect((await control("review-verdict", { versionId: waiting.id, verdict: "MAYBE" })).status).toBe(400);
    expect((await control("review-verdict", { versionId: "nope", verdict: "APPROVED" })).status).toBe(400);
  });

  it("approved for a scheduled release, waits for Apple to release it on the date", async () => {
    const { prepared, live, freeBuild } = await seeded();
    const date = new Date(h.sim.control.now() + 2 * DAY).toISOString();
    expect((await patchVersion(prepared.id, { releaseType: "SCHEDULED", earliestReleaseDate: date })).status).toBe(200);
    await submit(prepared.id, freeBuild.id);
    await advance(10 * MINUTE);
    expect((await version(prepared.id)).appStoreState).toBe("PENDING_APPLE_RELEASE");
    await advance(DAY);
    expect((await version(prepared.id)).appStoreState).toBe("PENDING_APPLE_RELEASE");
    await advance(DAY);
    expect((await version(prepared.id)).appStoreState).toBe("READY_FOR_SALE");
    expect((await version(live.id)).appStoreState).toBe("REPLACED_WITH_NEW_VERSION");
  });
});

describe("a phased release", () => {
  const create = (versionId: string, phasedReleaseState?: string) =>
    api("POST", "/v1/appStoreVersionPhasedReleases", {
      data: {
        type: "appStoreVersionPhasedReleases",
        ...(phasedReleaseState ? { attributes: { phasedReleaseState } } : {}),
        relationships: { appStoreVersion: ref("appStoreVersions", versionId) },
      },
    });
  const patch = (id: string, phasedReleaseState: string) =>
    api("PATCH", `/v1/appStoreVersionPhasedReleases/${id}`, {
      data: { type: "appStoreVersionPhasedReleases", id, attributes: { phasedReleaseState } },
    });

  it("is made before the version is live, once, and deleted only before it starts", async () => {
    const { prepared, live } = await seeded();
    expect(refusal(await create(live.id)).code).toBe("STATE_ERROR");
    expect(refusal(await create(prepared.id, "ACTIVE")).code).toBe("STATE_ERROR");
    const made = await create(prepared.id);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toEqual({ phasedReleaseState: "INACTIVE" });
    expect(refusal(await create(prepared.id)).code).toBe("ENTITY_ERROR.RELATIONSHIP.INVALID");
    expect(refusal(await patch(made.body.data.id, "ACTIVE")).code).toBe("STATE_ERROR");
    expect((await api("DELETE", `/v1/appStoreVersionPhasedReleases/${made.body.data.id}`)).status).toBe(204);
    expect((await api("GET", `/v1/appStoreVersions/${prepared.id}/appStoreVersionPhasedRelease`)).status).toBe(404);
    expect((await create(prepared.id)).status).toBe(201);
  });

  it("starts with the release and goes through Apple's seven days, paused days not counting, 30 days of pause at most", async () => {
    const { prepared, freeBuild } = await seeded();
    const id = (await create(prepared.id)).body.data.id;
    const read = async () => {
      const answer = await api("GET", `/v1/appStoreVersions/${prepared.id}/appStoreVersionPhasedRelease`);
      const { phasedReleaseState, currentDayNumber, totalPauseDuration, startDate } = answer.body.data.attributes;
      return {
        state: phasedReleaseState,
        day: currentDayNumber,
        paused: totalPauseDuration,
        share: PHASED_RELEASE_PERCENT[currentDayNumber - 1],
        startDate,
      };
    };
    await submit(prepared.id, freeBuild.id);
    const submittedAt = h.sim.control.now();
    await advance(10 * MINUTE);
    const first = await read();
    expect(first).toMatchObject({ state: "ACTIVE", day: 1, paused: 0, share: 1 });
    // It started when App Review approved the version (released at once), not when it was read.
    expect(Date.parse(first.startDate) - submittedAt).toBeLessThanOrEqual(10 * MINUTE);
    expect(refusal(await api("DELETE", `/v1/appStoreVersionPhasedReleases/${id}`)).code).toBe("STATE_ERROR");

    await advance(DAY);
    expect(await read()).toMatchObject({ day: 2, share: 2 });
    await advance(DAY);
    expect(await read()).toMatchObject({ day: 3, share: 5 });

    expect((await patch(id, "PAUSED")).body.data.attributes.phasedReleaseState).toBe("PAUSED");
    await advance(3 * DAY);
    expect(await read()).toMatchObject({ state: "PAUSED", day: 3, paused: 3 });
    expect((await patch(id, "ACTIVE")).status).toBe(200);
    await advance(DAY);
    expect(await read()).toMatchObject({ state: "ACTIVE", day: 4, paused: 3, share: 10 });

    // Paused again: after 30 days of pause in all it resumes by itself, and cannot pause again.
    expect((await patch(id, "PAUSED")).status).toBe(200);
    await advance(26 * DAY);
    expect(await read()).toMatchObject({ state: "PAUSED", day: 4, paused: 29 });
    await advance(2 * DAY);
    expect(await read()).toMatchObject({ state: "ACTIVE", day: 5, paused: 30, share: 20 });
    expect(refusal(await patch(id, "PAUSED")).detail).toContain("30 days");

    await advance(2 * DAY);
    expect(await read()).toMatchObject({ state: "ACTIVE", day: 7, share: 100 });
    await advance(DAY);
    expect(await read()).toMatchObject({ state: "COMPLETE", day: 7, paused: 30 });
    expect(refusal(await patch(id, "ACTIVE")).code).toBe("STATE_ERROR");
  });

  it("is released to everyone by the developer before day 7", async () => {
    const { prepared, freeBuild } = await seeded();
    const id = (await create(prepared.id)).body.data.id;
    await submit(prepared.id, freeBuild.id);
    await advance(10 * MINUTE + DAY);
    const completed = await patch(id, "COMPLETE");
    expect(completed.body.data.attributes).toMatchObject({ phasedReleaseState: "COMPLETE", currentDayNumber: 2 });
    await advance(10 * DAY);
    expect(
      (await api("GET", `/v1/appStoreVersions/${prepared.id}/appStoreVersionPhasedRelease`)).body.data.attributes.currentDayNumber,
    ).toBe(2);
  });
});

describe("the simulated clock", () => {
  it("moves only forward, and reset puts it back", async () => {
    const before = h.sim.control.now();
    expect((await control("advance-clock", { ms: -1 })).status).toBe(400);
    const moved = await control("advance-clock", { ms: 5 * DAY });
    expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(5 * DAY);
    await h.sim.control.reset();
    expect(h.sim.control.now() - before).toBeLessThan(DAY);
  });
});

describe("a state saved before releases were simulated", () => {
  it("loads, with nothing submitted and every build's export compliance answered", async () => {
    const old = buildSeedState() as any;
    for (const table of ["reviewDetails", "phasedReleases", "reviewSubmissions", "reviewSubmissionItems", "reviewVerdicts"])
      delete old[table];
    for (const v of old.versions) delete v.earliestReleaseDate;
    for (const b of old.builds) delete b.usesNonExemptEncryption;
    old.versions[0].copyright = "Kept from before";
    const harness = await startSimulator({ stateStore: createMemoryStateStore(old) });
    const onIt = harnessCalls(
      () => harness,
      () => token,
    );
    try {
      const state = await harness.sim.snapshot();
      expect(state.reviewSubmissions).toEqual([]);
      expect(state.versions[0]).toMatchObject({ copyright: "Kept from before", earliestReleaseDate: null });
      expect(state.builds.every((b) => b.usesNonExemptEncryption === false)).toBe(true);
      const listed = await onIt.api("GET", `/v1/reviewSubmissions?filter[app]=${trailmix}`);
      expect({ status: listed.status, data: listed.body.data }).toEqual({ status: 200, data: [] });
      const build = await onIt.api("GET", `/v1/builds/${state.builds[0]!.id}`);
      expect(build.body.data.attributes.usesNonExemptEncryption).toBe(false);
      expect(harness.violations).toEqual([]);
    } finally {
      await harness.close();
    }
  });
});

describe("conformance", () => {
  it("every request and response in this file validates against Apple's description", () => {
    expect(h.checkedResponses()).toBeGreaterThan(100);
    expect(h.violations).toEqual([]);
  });
});
