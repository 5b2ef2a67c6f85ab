// Screenshots, over real HTTP: a set made, a screenshot reserved, its parts PUT to the upload URLs
// (no bearer token), committed with its MD5 and processed on the simulated clock to COMPLETE (its
// image then served at its template URL) or FAILED (alpha, wrong size, not an image); ten per set,
// reordering, deleting, the version's state rule, the seed's sets and previews, an interrupted
// upload. Every exchange with Apple's API is checked against Apple's description; the upload host
// and image CDN are not in it (asset-routes.ts) and are checked here instead.

import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { borrowToken, harnessCalls, startSimulator, type HarnessAnswer, type SimulatorHarness } from "@/test/store-harness";
import { inspectImage } from "./image-inspection";
import { createMemoryStateStore, demoAccount } from "./index";
import { pngChunk, solidColourPng } from "./placeholder-png";
import { buildSeedState } from "./seed";
import { UPLOAD_PART_BYTES } from "./screenshot-rules";

const trailmix = demoAccount.apps[0]!.storeId;
const SECOND = 1_000;

let h: SimulatorHarness;
let token: string;

type Answer = HarnessAnswer;
const { api, control } = harnessCalls(
  () => h,
  () => token,
);

const ref = (type: string, id: string) => ({ data: { type, id } });
const refusal = (answer: Answer) => ({ status: answer.status, code: answer.body.errors[0].code, detail: answer.body.errors[0].detail });
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

// ---- images made for the tests ----

/** The PNG with a chunk inserted before the first chunk of type `before`. */
function withChunk(png: Uint8Array, before: string, type: string, data: Uint8Array): Uint8Array {
  const bytes = Buffer.from(png);
  let at = 8;
  while (bytes.toString("latin1", at + 4, at + 8) !== before) at += 12 + bytes.readUInt32BE(at);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, at), pngChunk(type, data), bytes.subarray(at)]));
}

/** A 6.7" iPhone screenshot made larger than one upload part by a private chunk, so it uploads in two. */
const twoPartPng = () => withChunk(solidColourPng(1290, 2796), "IEND", "zzPd", new Uint8Array(UPLOAD_PART_BYTES + 1000));
/** A palette PNG whose one colour is made half transparent (tRNS). */
const transparentPng = () => withChunk(solidColourPng(1290, 2796), "IDAT", "tRNS", Uint8Array.from([0x80]));

/** A JPEG's headers up to its frame header (enough for processing, which decodes nothing). */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, ...new Array<number>(9).fill(1)];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

// ---- the steps of an upload ----

async function seeded() {
  const state = await h.sim.snapshot();
  const version = (appStoreState: string) => state.versions.find((v) => v.appId === trailmix && v.appStoreState === appStoreState)!;
  const localization = (versionId: string, locale: string) =>
    state.versionLocalizations.find((l) => l.versionId === versionId && l.locale === locale)!;
  const setsOf = (localizationId: string) => state.screenshotSets.filter((s) => s.localizationId === localizationId);
  const prepared = version("PREPARE_FOR_SUBMISSION");
  const live = version("READY_FOR_SALE");
  return {
    state,
    prepared,
    live,
    preparedEnglish: localization(prepared.id, "en-US"),
    preparedGerman: localization(prepared.id, "de-DE"),
    liveEnglish: localization(live.id, "en-US"),
    setsOf,
  };
}

const createSet = (localizationId: string, screenshotDisplayType = "APP_IPHONE_67") =>
  api("POST", "/v1/appScreenshotSets", {
    data: {
      type: "appScreenshotSets",
      attributes: { screenshotDisplayType },
      relationships: { appStoreVersionLocalization: ref("appStoreVersionLocalizations", localizationId) },
    },
  });

const reserve = (setId: string, fileName: string, fileSize: number) =>
  api("POST", "/v1/appScreenshots", {
    data: {
      type: "appScreenshots",
      attributes: { fileName, fileSize },
      relationships: { appScreenshotSet: ref("appScreenshotSets", setId) },
    },
  });

const commit = (id: string, sourceFileChecksum: string) =>
  api("PATCH", `/v1/appScreenshots/${id}`, { data: { type: "appScreenshots", id, attributes: { uploaded: true, sourceFileChecksum } } });

const screenshot = async (id: string) => (await api("GET", `/v1/appScreenshots/${id}`)).body.data.attributes;

interface UploadOperation {
  method: string;
  url: string;
  length: number;
  offset: number;
  requestHeaders: { name: string; value: string }[];
}

/** PUTs bytes to an upload URL as a client does: no bearer token, the operation's headers. */
const put = (operation: UploadOperation, bytes: Uint8Array, headers = operation.requestHeaders) =>
  fetch(operation.url, {
    method: operation.method,
    headers: Object.fromEntries(headers.map((header) => [header.name, header.value])),
    body: Buffer.from(bytes),
  });

const partOf = (bytes: Uint8Array, operation: UploadOperation) => bytes.subarray(operation.offset, operation.offset + operation.length);

/** Reserves, uploads and commits a file in the set; returns the screenshot's id. */
async function upload(setId: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const reserved = await reserve(setId, fileName, bytes.length);
  expect(reserved.status).toBe(201);
  for (const operation of reserved.body.data.attributes.uploadOperations as UploadOperation[]) {
    expect((await put(operation, partOf(bytes, operation))).status).toBe(200);
  }
  expect((await commit(reserved.body.data.id, md5(bytes))).status).toBe(200);
  return reserved.body.data.id;
}

beforeAll(async () => {
  h = await startSimulator();
  token = await borrowToken(h, trailmix);
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.sim.control.reset();
  // Processing takes a minute of simulated time here: only the clock moves it, never the test's own pace.
  h.sim.control.setScreenshotProcessingTime(60 * SECOND);
});

describe("a screenshot's upload", () => {
  it("goes from reservation through its parts and commit to processed, and its image is served", async () => {
    const { preparedGerman } = await seeded();
    const set = await createSet(preparedGerman.id);
    expect(set.status).toBe(201);
    expect(refusal(await createSet(preparedGerman.id))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE",
      detail: expect.stringContaining("'APP_IPHONE_67'"),
    });

    const bytes = twoPartPng();
    const reserved = await reserve(set.body.data.id, "home.png", bytes.length);
    expect(reserved.status).toBe(201);
    const { attributes } = reserved.body.data;
    expect(attributes).toMatchObject({ fileName: "home.png", fileSize: bytes.length, assetDeliveryState: { state: "AWAITING_UPLOAD" } });
    expect(attributes.imageAsset).toBeUndefined();
    expect(attributes.sourceFileChecksum).toBeUndefined();
    const operations = attributes.uploadOperations as UploadOperation[];
    expect(operations.map(({ method, offset, length, requestHeaders }) => ({ method, offset, length, requestHeaders }))).toEqual([
      { method: "PUT", offset: 0, length: UPLOAD_PART_BYTES, requestHeaders: [{ name: "Content-Type", value: "image/png" }] },
      {
        method: "PUT",
        offset: UPLOAD_PART_BYTES,
        length: bytes.length - UPLOAD_PART_BYTES,
        requestHeaders: [{ name: "Content-Type", value: "image/png" }],
      },
    ]);
    expect(operations[0]!.url).toMatch(new RegExp(`^${h.baseUrl}/_upload/${reserved.body.data.id}/0\\?token=`));
    // Only the reservation's answer has them.
    expect((await screenshot(reserved.body.data.id)).uploadOperations).toBeUndefined();

    const [first, second] = operations as [UploadOperation, UploadOperation];
    const short = await put(second, partOf(bytes, second).subarray(1));
    expect(short.status).toBe(400);
    expect(((await short.json()) as any).errors[0].detail).toContain(`exactly ${second.length} bytes`);
    expect((await put(first, partOf(bytes, first))).status).toBe(200);
    expect(refusal(await commit(reserved.body.data.id, md5(bytes)))).toMatchObject({
      status: 409,
      code: "STATE_ERROR",
      detail: expect.stringContaining("part 1"),
    });
    const forged = { ...second, url: second.url.replace(/token=[^&]+/, "token=forged") };
    expect((await put(forged, partOf(bytes, second))).status).toBe(403);
    expect((await put(second, partOf(bytes, second), [{ name: "Content-Type", value: "image/jpeg" }])).status).toBe(400);
    expect((await put(second, partOf(bytes, second))).status).toBe(200);

    expect(refusal(await commit(reserved.body.data.id, "0".repeat(32)))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.ATTRIBUTE.INVALID",
      detail: expect.stringContaining("Checksum mismatch"),
    });
    const committed = await commit(reserved.body.data.id, md5(bytes).toUpperCase());
    expect(committed.status).toBe(200);
    expect(committed.body.data.attributes).toMatchObject({
      sourceFileChecksum: md5(bytes),
      assetDeliveryState: { state: "UPLOAD_COMPLETE" },
    });
    // The same commit again (its answer lost) changes nothing; parts cannot change any more.
    expect((await commit(reserved.body.data.id, md5(bytes))).status).toBe(200);
    expect((await put(first, partOf(bytes, first))).status).toBe(409);

    await control("advance-clock", { ms: 59 * SECOND });
    expect((await screenshot(reserved.body.data.id)).assetDeliveryState.state).toBe("UPLOAD_COMPLETE");
    await control("advance-clock", { ms: 1 * SECOND });
    const done = await screenshot(reserved.body.data.id);
    expect(done.assetDeliveryState).toEqual({ state: "COMPLETE", errors: [] });
    expect(done.imageAsset).toEqual({
      templateUrl: `${h.baseUrl}/_images/${done.assetToken}/{w}x{h}bb.{f}`,
      width: 1290,
      height: 2796,
    });

    const image = await fetch(done.imageAsset.templateUrl.replace("{w}", "300").replace("{h}", "650").replace("{f}", "png"));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(md5(new Uint8Array(await image.arrayBuffer()))).toBe(md5(bytes));
    expect((await fetch(`${h.baseUrl}/_images/${done.assetToken}/{w}x{h}bb.{f}`)).status).toBe(404);

    const listed = await api("GET", `/v1/appScreenshotSets/${set.body.data.id}/appScreenshots`);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([reserved.body.data.id]);
  });

  it("fails processing for alpha, a size the display type does not take, or bytes that are no image", async () => {
    const { preparedGerman } = await seeded();
    const set = (await createSet(preparedGerman.id)).body.data.id;
    const transparent = await upload(set, "alpha.png", transparentPng());
    const wrongSize = await upload(set, "small.png", solidColourPng(1000, 2000));
    const notAnImage = await upload(set, "text.png", new TextEncoder().encode("not a picture at all"));
    const landscape = await upload(set, "wide.jpg", jpegHeader(2796, 1290));
    await control("advance-clock", { ms: 60 * SECOND });

    const failure = async (id: string) => {
      const attributes = await screenshot(id);
      expect(attributes.imageAsset).toBeUndefined();
      return {
        state: attributes.assetDeliveryState.state,
        codes: attributes.assetDeliveryState.errors.map((e: { code: string }) => e.code),
      };
    };
    expect(await failure(transparent)).toEqual({ state: "FAILED", codes: ["IMAGE_ALPHA_NOT_ALLOWED"] });
    expect(await failure(wrongSize)).toEqual({ state: "FAILED", codes: ["IMAGE_INCORRECT_DIMENSIONS"] });
    expect(await failure(notAnImage)).toEqual({ state: "FAILED", codes: ["IMAGE_TOOL_FAILURE"] });
    expect((await screenshot(wrongSize)).assetDeliveryState.errors[0].description).toContain("1000x2000");

    // A JPEG in landscape is one of the sizes a 6.7" iPhone takes, and is served as a JPEG.
    const jpeg = await screenshot(landscape);
    expect(jpeg.imageAsset).toMatchObject({ width: 2796, height: 1290 });
    const served = await fetch(jpeg.imageAsset.templateUrl.replace("{w}", "100").replace("{h}", "50").replace("{f}", "jpg"));
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("is interrupted by an injected failure of the upload host, and sent again", async () => {
    const { preparedGerman } = await seeded();
    const set = (await createSet(preparedGerman.id)).body.data.id;
    const bytes = solidColourPng(1290, 2796);
    const reserved = await reserve(set, "retry.png", bytes.length);
    const [operation] = reserved.body.data.attributes.uploadOperations as [UploadOperation];
    expect((await control("fail-next", { status: 500, count: 1, on: "uploads" })).status).toBe(200);
    expect((await api("GET", `/v1/appScreenshots/${reserved.body.data.id}`)).status).toBe(200); // the API is not affected
    expect((await put(operation, bytes)).status).toBe(500);
    expect(refusal(await commit(reserved.body.data.id, md5(bytes))).detail).toContain("part 0");
    expect((await put(operation, bytes)).status).toBe(200);
    expect((await commit(reserved.body.data.id, md5(bytes))).status).toBe(200);
    expect((await control("fail-next", { status: 500, on: "elsewhere" })).status).toBe(400);
  });
});

describe("a screenshot set", () => {
  it("holds one to ten screenshots of a .png or .jpg file of at most 30 MB", async () => {
    const { preparedGerman } = await seeded();
    const set = (await createSet(preparedGerman.id, "APP_IPAD_PRO_3GEN_129")).body.data.id;
    expect(refusal(await reserve(set, "shot.gif", 1000))).toMatchObject({ status: 409, code: "ENTITY_ERROR.ATTRIBUTE.INVALID" });
    expect(refusal(await reserve(set, "shot.png", 0)).detail).toContain("fileSize");
    expect((await reserve(set, "shot.png", 30 * 1024 * 1024 + 1)).status).toBe(409);
    for (let n = 1; n <= 10; n++) expect((await reserve(set, `shot${n}.png`, 1000)).status).toBe(201);
    expect(refusal(await reserve(set, "shot11.png", 1000))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
      detail: expect.stringContaining("up to 10 screenshots"),
    });
  });

  it("is reordered by naming each of its screenshots once", async () => {
    const { preparedEnglish, setsOf } = await seeded();
    const set = setsOf(preparedEnglish.id).find((s) => s.screenshotDisplayType === "APP_IPHONE_67")!;
    const path = `/v1/appScreenshotSets/${set.id}/relationships/appScreenshots`;
    const linkage = (ids: string[]) => ({ data: ids.map((id) => ({ type: "appScreenshots", id })) });
    const reversed = [...set.screenshotIds].reverse();
    expect((await api("PATCH", path, linkage(reversed))).status).toBe(204);
    expect((await api("GET", path)).body.data.map((d: { id: string }) => d.id)).toEqual(reversed);
    expect(refusal(await api("PATCH", path, linkage(reversed.slice(1))))).toMatchObject({
      status: 409,
      code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
    });
    expect((await api("PATCH", path, linkage([...reversed.slice(1), reversed[1]!]))).status).toBe(409);
    expect((await api("PATCH", path, linkage([...reversed, "someone-else"]))).status).toBe(409);
  });

  it("loses a screenshot in any state, and is deleted with its screenshots", async () => {
    const { preparedEnglish, setsOf } = await seeded();
    const set = setsOf(preparedEnglish.id).find((s) => s.screenshotDisplayType === "APP_IPHONE_67")!;
    const halfDone = await reserve(set.id, "half.png", 1000);
    expect((await api("DELETE", `/v1/appScreenshots/${halfDone.body.data.id}`)).status).toBe(204);
    expect((await api("DELETE", `/v1/appScreenshots/${set.screenshotIds[0]}`)).status).toBe(204);
    const left = await api("GET", `/v1/appScreenshotSets/${set.id}/relationships/appScreenshots`);
    expect(left.body.data.map((d: { id: string }) => d.id)).toEqual(set.screenshotIds.slice(1));

    expect((await api("DELETE", `/v1/appScreenshotSets/${set.id}`)).status).toBe(204);
    expect((await api("GET", `/v1/appScreenshotSets/${set.id}`)).status).toBe(404);
    expect((await api("GET", `/v1/appScreenshots/${set.screenshotIds[1]}`)).status).toBe(404);
    // The display type is free again.
    expect((await createSet(preparedEnglish.id)).status).toBe(201);
  });

  it("cannot change while its version is live", async () => {
    const { liveEnglish, setsOf } = await seeded();
    const set = setsOf(liveEnglish.id)[0]!;
    const locked = { status: 409, code: "STATE_ERROR", detail: expect.stringContaining("'READY_FOR_SALE'") };
    expect(refusal(await createSet(liveEnglish.id, "APP_IPHONE_61"))).toMatchObject(locked);
    expect(refusal(await reserve(set.id, "late.png", 1000))).toMatchObject(locked);
    expect(refusal(await api("DELETE", `/v1/appScreenshots/${set.screenshotIds[0]}`))).toMatchObject(locked);
    expect(refusal(await api("DELETE", `/v1/appScreenshotSets/${set.id}`))).toMatchObject(locked);
    const linkage = { data: [...set.screenshotIds].reverse().map((id) => ({ type: "appScreenshots", id })) };
    expect(refusal(await api("PATCH", `/v1/appScreenshotSets/${set.id}/relationships/appScreenshots`, linkage))).toMatchObject(locked);
  });

  it("comes along, processed, to the app's next version", async () => {
    const { prepared, preparedEnglish, setsOf } = await seeded();
    await control("version-state", { versionId: prepared.id, state: "READY_FOR_SALE" });
    const next = await api("POST", "/v1/appStoreVersions", {
      data: {
        type: "appStoreVersions",
        attributes: { platform: "IOS", versionString: "1.6.0" },
        relationships: { app: ref("apps", trailmix) },
      },
    });
    expect(next.status).toBe(201);
    const state = await h.sim.snapshot();
    const english = state.versionLocalizations.find((l) => l.versionId === next.body.data.id && l.locale === "en-US")!;
    const copied = state.screenshotSets.filter((s) => s.localizationId === english.id);
    const original = setsOf(preparedEnglish.id);
    expect(copied.map((s) => [s.screenshotDisplayType, s.screenshotIds.length])).toEqual(
      original.map((s) => [s.screenshotDisplayType, s.screenshotIds.length]),
    );
    const tokens = (ids: string[]) => ids.map((id) => state.screenshots.find((s) => s.id === id)!.assetToken);
    expect(tokens(copied[0]!.screenshotIds)).toEqual(tokens(original[0]!.screenshotIds));
  });
});

describe("the seed's screenshots and previews", () => {
  it("are read with their sets, for some locales and not others, and their images are served", async () => {
    const { liveEnglish, preparedEnglish, preparedGerman } = await seeded();
    const sets = await api("GET", `/v1/appStoreVersionLocalizations/${liveEnglish.id}/appScreenshotSets?include=appScreenshots`);
    expect(sets.status).toBe(200);
    expect(sets.body.data.map((s: any) => s.attributes.screenshotDisplayType)).toEqual(["APP_IPHONE_67", "APP_IPAD_PRO_3GEN_129"]);
    const phone = sets.body.data[0];
    expect(phone.relationships.appScreenshots.data.length).toBeGreaterThanOrEqual(3);
    expect(phone.relationships.appScreenshots.data.length).toBeLessThanOrEqual(5);
    expect(sets.body.data[1].relationships.appScreenshots.data).toHaveLength(2);
    const included = sets.body.included.filter((r: any) => r.type === "appScreenshots");
    expect(included.every((r: any) => r.attributes.assetDeliveryState.state === "COMPLETE")).toBe(true);

    const first = included.find((r: any) => r.id === phone.relationships.appScreenshots.data[0].id);
    const image = await fetch(first.attributes.imageAsset.templateUrl.replace("{w}", "200").replace("{h}", "433").replace("{f}", "png"));
    expect(image.status).toBe(200);
    expect(inspectImage(new Uint8Array(await image.arrayBuffer()))).toEqual({ format: "png", width: 1290, height: 2796, hasAlpha: false });

    const preparedSets = await api("GET", `/v1/appStoreVersionLocalizations/${preparedEnglish.id}/appScreenshotSets`);
    expect(preparedSets.body.data).toHaveLength(2);
    expect((await api("GET", `/v1/appStoreVersionLocalizations/${preparedGerman.id}/appScreenshotSets`)).body.data).toEqual([]);
    const filtered = await api(
      "GET",
      `/v1/appStoreVersionLocalizations/${liveEnglish.id}/appScreenshotSets?filter[screenshotDisplayType]=APP_IPAD_PRO_3GEN_129`,
    );
    expect(filtered.body.data.map((s: any) => s.attributes.screenshotDisplayType)).toEqual(["APP_IPAD_PRO_3GEN_129"]);

    const previews = await api("GET", `/v1/appStoreVersionLocalizations/${liveEnglish.id}/appPreviewSets?include=appPreviews`);
    expect(previews.body.data.map((s: any) => s.attributes.previewType)).toEqual(["IPHONE_67"]);
    const preview = previews.body.included[0].attributes;
    expect(preview).toMatchObject({ mimeType: "video/mp4", assetDeliveryState: { state: "COMPLETE" } });
    expect((await fetch(preview.previewImage.templateUrl.replace("{w}", "100").replace("{h}", "200").replace("{f}", "png"))).status).toBe(
      200,
    );
  });

  it("are absent from a state saved before screenshots were simulated, which loads with none", async () => {
    const old = buildSeedState() as any;
    for (const table of ["screenshotSets", "screenshots", "previewSets", "previews"]) delete old[table];
    const harness = await startSimulator({ stateStore: createMemoryStateStore(old) });
    try {
      const state = await harness.sim.snapshot();
      expect([state.screenshotSets, state.screenshots, state.previewSets, state.previews]).toEqual([[], [], [], []]);
    } finally {
      await harness.close();
    }
  });
});

describe("image inspection", () => {
  it("reads a PNG's size and alpha, and a JPEG's frame size", () => {
    expect(inspectImage(solidColourPng(640, 960))).toEqual({ format: "png", width: 640, height: 960, hasAlpha: false });
    expect(inspectImage(transparentPng())?.hasAlpha).toBe(true);
    expect(inspectImage(jpegHeader(1290, 2796))).toEqual({ format: "jpeg", width: 1290, height: 2796, hasAlpha: false });
    expect(inspectImage(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe("the control plane", () => {
  it("sets the processing time, which must be a non-negative number", async () => {
    expect((await control("screenshot-processing", { ms: -1 })).status).toBe(400);
    expect((await control("screenshot-processing", { ms: 0 })).status).toBe(200);
  });
});

describe("conformance", () => {
  it("every request and response of Apple's API in this file validates against Apple's description", () => {
    // The harness leaves out the upload host and image CDN: they are not Apple's described API.
    expect(h.checkedResponses()).toBeGreaterThan(50);
    expect(h.violations).toEqual([]);
  });
});
