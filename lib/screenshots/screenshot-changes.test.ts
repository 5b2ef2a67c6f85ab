import { createHash, randomBytes } from "node:crypto";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setPersonalPlan } from "@/test/personal-team";
import { TestClock } from "@/platform/jobs";
import { appRunner, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { prepareRetry } from "@/lib/admin-jobs/prepare-retry";
import { screenshotUploadRequested } from "@/lib/events/catalogue";

import { markScreenshotUploadFailed } from "./finish-screenshot-upload";
import { ABANDONED_AFTER_MS, pruneAbandonedUploads } from "./prune-abandoned-uploads";
import { PART_ATTEMPTS } from "./send-screenshot-upload";

// Uploading, reordering, deleting and copying a version's screenshots over HTTP, against the
// simulator's own upload protocol (reserve, parts, MD5 commit, processing).
const api = useApi();
const trailmix = demoAccount.apps[0]!;

let owner: ApiClient;
let appId: string;
let prepared: string;
let live: string;
const origin = () => ({ origin: new URL(env().APP_URL).origin });

/** A screenshot as a person's tool saves it: RGB (or RGBA with `alpha`), `width` × `height`. */
const png = (width: number, height: number, { alpha = false, shade = 0 } = {}) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 40 + shade, g: 90, b: 160, alpha: alpha ? 0.5 : 1 } } })
    .png()
    .toBuffer();
const md5 = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");

function form(locale: string, displayType: string, files: { name: string; bytes: Buffer; type?: string }[]): FormData {
  const body = new FormData();
  body.append("locale", locale);
  body.append("displayType", displayType);
  for (const file of files) body.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name);
  return body;
}

const upload = (versionId: string, body: FormData, headers: Record<string, string> = origin()) =>
  owner.multipart(`/api/apps/${appId}/versions/${versionId}/screenshots`, body, headers);

/** The simulator's set of a locale and display type on version 1.5.0, with its screenshots in order. */
async function storeSet(locale: string, displayType = "APP_IPHONE_67") {
  const state = await storeSandbox(owner).snapshot();
  const version = state.versions.find((candidate) => candidate.appId === trailmix.storeId && candidate.versionString === "1.5.0")!;
  const localization = state.versionLocalizations.find((candidate) => candidate.versionId === version.id && candidate.locale === locale)!;
  const set = state.screenshotSets.find(
    (candidate) => candidate.localizationId === localization.id && candidate.screenshotDisplayType === displayType,
  );
  return (set?.screenshotIds ?? []).map((id) => state.screenshots.find((shot) => shot.id === id)!);
}

/** The version's screenshots of a locale as the service shows them. */
async function shownSet(locale: string, displayType = "APP_IPHONE_67") {
  const answer = await owner.get(`/api/apps/${appId}/versions/${prepared}/screenshots?locale=${locale}`);
  expect(answer.status).toBe(200);
  return answer.body.localizations[0].sets.find((set: { displayType: string }) => set.displayType === displayType) as
    { id: string; screenshots: { id: string; fileName: string; deliveryState: string }[] } | undefined;
}

/** Store requests made while `work` ran (screenshot calls and uploads). */
async function storeRequestsDuring(work: () => Promise<unknown>) {
  const control = storeSandbox(owner).control;
  const before = control.requestLog().length;
  await work();
  return control.requestLog().slice(before);
}

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  await setPersonalPlan(owner.userId!, "pro");
  appId = (await registerSyncedApp(owner, trailmix.storeId)).id;
  const versions: { id: string; appStoreState: string }[] = (await owner.get(`/api/apps/${appId}/versions`)).body.items;
  prepared = versions.find((version) => version.appStoreState === "PREPARE_FOR_SUBMISSION")!.id;
  live = versions.find((version) => version.appStoreState === "READY_FOR_SALE")!.id;
  storeSandbox(owner).control.setScreenshotProcessingTime(0);
});

describe("uploading screenshots", () => {
  it("sends accepted PNGs with Apple's upload operations: committed with their MD5, in the order sent, then processed", async () => {
    const first = await png(1320, 2868);
    // Landscape is accepted too; this one is over a megabyte (bytes after the image's end), so it
    // streams in many pieces past the header the check reads.
    const second = Buffer.concat([await png(2868, 1320, { shade: 30 }), randomBytes(1_200_000)]);
    const answer = await upload(
      prepared,
      form("de-DE", "APP_IPHONE_67", [
        { name: "de_1.png", bytes: first },
        { name: "de_2.png", bytes: second },
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.headers.get("location")).toBe(`/api/apps/${appId}/versions/${prepared}/screenshot-uploads/${answer.body.id}`);
    expect(answer.body.files.map((file: { fileName: string; status: string }) => [file.fileName, file.status])).toEqual([
      ["de_1.png", "waiting"],
      ["de_2.png", "waiting"],
    ]);

    // Until sent, the files are kept in the database (a restart or another instance finds them).
    expect(await db().screenshotUploadChunk.count({ where: { file: { uploadId: answer.body.id } } })).toBeGreaterThan(0);

    await runJobs();
    const followed = await owner.get(answer.headers.get("location")!);
    expect(followed.body).toMatchObject({ status: "succeeded", progress: 100 });
    expect(followed.body.files.map((file: { status: string }) => file.status)).toEqual(["uploaded", "uploaded"]);

    const atStore = await storeSet("de-DE");
    expect(atStore.map((shot) => [shot.fileName, shot.sourceFileChecksum, shot.assetDeliveryState.state])).toEqual([
      ["de_1.png", md5(first), "COMPLETE"],
      ["de_2.png", md5(second), "COMPLETE"],
    ]);
    expect((await shownSet("de-DE"))!.screenshots.map((shot) => shot.fileName)).toEqual(["de_1.png", "de_2.png"]);
    // The bytes are not kept once at the store.
    expect(await db().screenshotUploadChunk.count({ where: { file: { uploadId: answer.body.id } } })).toBe(0);

    const changes = await owner.get(`/api/apps/${appId}/changes`);
    expect(changes.body.items[0]).toMatchObject({
      resource: "screenshot_set",
      locale: "de-DE",
      field: "APP_IPHONE_67",
      before: null,
      after: "de_1.png, de_2.png",
    });
  });

  it("refuses a wrong size, a wrong type, an alpha channel and an eleventh screenshot before any store request", async () => {
    const existing = (await shownSet("en-US"))!.screenshots.length;
    const good = await png(1290, 2796);
    const cases: [string, { name: string; bytes: Buffer; type?: string }[], number, RegExp][] = [
      ["wrong size", [{ name: "small.png", bytes: await png(1000, 1000) }], 0, /1000 × 1000.*1320 × 2868/],
      ["wrong type", [{ name: "fake.png", bytes: Buffer.from("GIF89a not really an image") }], 0, /not a PNG or JPEG/],
      ["alpha", [{ name: "clear.png", bytes: await png(1320, 2868, { alpha: true }) }], 0, /alpha channel/],
      ["too large", [{ name: "huge.png", bytes: Buffer.concat([good, Buffer.alloc(20 * 1024 * 1024)]) }], 0, /larger than 20 MB/],
      [
        "eleventh",
        Array.from({ length: 11 - existing }, (_, index) => ({ name: `more_${index}.png`, bytes: good })),
        10 - existing,
        /at most 10 screenshots/,
      ],
    ];
    const uploadsBefore = await db().screenshotUpload.count();
    for (const [what, files, badIndex, message] of cases) {
      let answer!: Awaited<ReturnType<typeof upload>>;
      const requests = await storeRequestsDuring(async () => {
        answer = await upload(prepared, form("en-US", "APP_IPHONE_67", files));
      });
      expect(answer.status, what).toBe(400);
      expect(answer.body.code, what).toBe("validation_failed");
      const error = answer.body.errors.find((candidate: { path: string }) => candidate.path === `files[${badIndex}]`);
      expect(error?.message, what).toMatch(message);
      expect(requests, what).toEqual([]);
    }
    expect(await db().screenshotUpload.count()).toBe(uploadsBefore);
    expect((await shownSet("en-US"))!.screenshots).toHaveLength(existing);
  });

  it("leaves nothing at the store when the upload is interrupted part-way, after sending the part again", async () => {
    const before = await storeSet("de-DE");
    storeSandbox(owner).control.failNext({ status: 500, count: PART_ATTEMPTS, on: "uploads" });
    const answer = await upload(prepared, form("de-DE", "APP_IPHONE_67", [{ name: "broken.png", bytes: await png(1320, 2868) }]));
    expect(answer.status).toBe(202);
    await runJobs();
    const followed = await owner.get(answer.headers.get("location")!);
    expect(followed.body.status).toBe("failed");
    expect(followed.body.files[0]).toMatchObject({ status: "failed", error: expect.stringMatching(/App Store Connect/) });
    expect((await storeSet("de-DE")).map((shot) => shot.id)).toEqual(before.map((shot) => shot.id));

    // One refused part less, and the part sent again gets through.
    storeSandbox(owner).control.failNext({ status: 500, count: PART_ATTEMPTS - 1, on: "uploads" });
    const retried = await upload(prepared, form("de-DE", "APP_IPHONE_67", [{ name: "de_3.png", bytes: await png(1320, 2868) }]));
    await runJobs();
    expect((await owner.get(retried.headers.get("location")!)).body.status).toBe("succeeded");
    const set = (await shownSet("de-DE"))!;
    expect(set.screenshots.map((shot) => shot.fileName)).toEqual(["de_1.png", "de_2.png", "de_3.png"]);
    expect((await owner.delete(`/api/apps/${appId}/versions/${prepared}/screenshots/${set.screenshots[2]!.id}`)).status).toBe(204);
  });

  it("reads the set again while App Store Connect processes it, so its thumbnails appear without a sync", async () => {
    const store = storeSandbox(owner).control;
    store.setScreenshotProcessingTime(30_000);
    const answer = await upload(prepared, form("it", "APP_IPHONE_67", [{ name: "it_1.png", bytes: await png(1320, 2868) }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const clock = new TestClock(new Date());
    const runner = appRunner({ clock });
    try {
      await runner.runUntilIdle();
      expect((await shownSet("it"))!.screenshots.map((shot) => shot.deliveryState)).toEqual(["UPLOAD_COMPLETE"]);
      // Apple finishes; the upload's next look (after 10 s) reads it processed, with its image.
      await store.advanceClock(30_000);
      clock.advance(10_000);
      await runner.runUntilIdle();
    } finally {
      await runner.stop();
      store.setScreenshotProcessingTime(0);
    }
    const answerAfter = await owner.get(`/api/apps/${appId}/versions/${prepared}/screenshots?locale=it`);
    expect(answerAfter.body.localizations[0].sets[0].screenshots[0]).toMatchObject({
      deliveryState: "COMPLETE",
      thumbnailUrl: expect.stringMatching(/_images/),
    });
  });

  it("answers a malformed or mislabeled body with a problem, not an error", async () => {
    const path = `/api/apps/${appId}/versions/${prepared}/screenshots`;
    const send = (contentType: string, body: string) =>
      owner.request("POST", path, { rawBody: body, headers: { "content-type": contentType, ...origin() } });
    expect(
      (await send("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc'))
        .status,
    ).toBe(400);
    expect((await send("multipart/form-data", "no boundary")).status).toBe(415);
    expect((await send("application/json", "{}")).status).toBe(415);
    const fieldsAfterFiles = new FormData();
    fieldsAfterFiles.append("files", new Blob([new Uint8Array(await png(1320, 2868))]), "early.png");
    fieldsAfterFiles.append("locale", "de-DE");
    const early = await upload(prepared, fieldsAfterFiles);
    expect(early.status).toBe(400);
    expect(early.body.detail).toMatch(/locale and displayType before the files/);
  });

  it("is refused for a live version, and from another site", async () => {
    const live409 = await upload(live, form("en-US", "APP_IPHONE_67", [{ name: "a.png", bytes: await png(1320, 2868) }]));
    expect(live409.status).toBe(409);
    expect(live409.body.code).toBe("version_not_editable");
    expect(live409.body.detail).toContain(`is "On the App Store": its screenshots change only while it is being prepared`);
    const body = () => form("de-DE", "APP_IPHONE_67", [{ name: "a.png", bytes: Buffer.from("x") }]);
    expect((await upload(prepared, body(), {})).body.code).toBe("csrf_failed");
    expect((await upload(prepared, body(), { origin: "https://attacker.example" })).body.code).toBe("csrf_failed");
  });

  it("deletes, a day on, an upload whose request died before it was queued, with its files; a queued one stays", async () => {
    const queued = await upload(prepared, form("ja", "APP_IPHONE_67", [{ name: "ja_1.png", bytes: await png(1320, 2868) }]));
    expect(queued.status).toBe(202);
    // What a process stopped mid-request leaves: the upload and a kept file, never queued.
    const { id: versionId, app } = await db().appVersion.findUniqueOrThrow({ where: { id: prepared }, include: { app: true } });
    const localization = await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale: "ja" } });
    const abandoned = await db().screenshotUpload.create({
      data: {
        appId: app.id,
        versionId,
        userId: owner.userId!,
        kind: "upload",
        files: {
          create: {
            position: 0,
            localizationId: localization.id,
            displayType: "APP_IPHONE_67",
            fileName: "cut_off.png",
            chunks: { create: { index: 0, data: "AAAA" } },
          },
        },
      },
    });
    const dayLater = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    expect(await pruneAbandonedUploads(new Date(Date.now() + 60_000))).toBe(0);
    expect(await pruneAbandonedUploads(dayLater)).toBe(1);
    expect(await db().screenshotUpload.findUnique({ where: { id: abandoned.id } })).toBeNull();
    expect(await db().screenshotUploadChunk.count({ where: { file: { uploadId: abandoned.id } } })).toBe(0);
    expect(await db().screenshotUpload.findUnique({ where: { id: queued.body.id } })).not.toBeNull();
    await runJobs();
    expect((await owner.get(queued.headers.get("location")!)).body.status).toBe("succeeded");
  });
});

describe("changing a set", () => {
  it("reorders it at the store and here", async () => {
    const set = (await shownSet("de-DE"))!;
    const reversed = set.screenshots.map((shot) => shot.id).reverse();
    const answer = await owner.put(`/api/apps/${appId}/versions/${prepared}/screenshot-sets/${set.id}/order`, { screenshotIds: reversed });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.screenshots.map((shot: { fileName: string }) => shot.fileName)).toEqual(["de_2.png", "de_1.png"]);
    expect((await storeSet("de-DE")).map((shot) => shot.fileName)).toEqual(["de_2.png", "de_1.png"]);
    const partial = await owner.put(`/api/apps/${appId}/versions/${prepared}/screenshot-sets/${set.id}/order`, {
      screenshotIds: [reversed[0]],
    });
    expect(partial.status).toBe(400);
  });

  it("copies it to other locales from the store's originals, replacing or appending", async () => {
    const set = (await shownSet("de-DE"))!;
    const copy = (locales: string[], mode: "append" | "replace") =>
      owner.post(`/api/apps/${appId}/versions/${prepared}/screenshot-sets/${set.id}/copy`, { locales, mode });
    const answer = await copy(["fr-FR", "es-ES"], "append");
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toMatchObject({ kind: "copy", status: "queued" });
    await runJobs();
    const followed = await owner.get(answer.headers.get("location")!);
    expect(followed.body.status, JSON.stringify(followed.body.files)).toBe("succeeded");
    for (const locale of ["fr-FR", "es-ES"])
      expect((await storeSet(locale)).map((shot) => shot.fileName)).toEqual(["de_2.png", "de_1.png"]);

    // English has 3 or more already: appending the two stays within 10; replacing leaves only the copies.
    const replaced = await copy(["en-US"], "replace");
    expect(replaced.status).toBe(202);
    await runJobs();
    expect((await storeSet("en-US")).map((shot) => shot.fileName)).toEqual(["de_2.png", "de_1.png"]);
    expect((await copy(["de-DE"], "append")).status).toBe(400);

    // The readiness check: the primary language's sets block, another locale's own are a green check, a missing one a warning.
    const items: { check: string; ok: boolean; blocking: boolean; locale?: string; message: string }[] = (
      await owner.get(`/api/apps/${appId}/versions/${prepared}/readiness`)
    ).body.items.filter((item: { check: string }) => item.check === "screenshots");
    const about = (locale: string) =>
      items.filter((item) => item.locale === locale).map(({ ok, blocking, message }) => ({ ok, blocking, message }));
    expect(about("en-US")).toContainEqual({ ok: true, blocking: true, message: "American English has 6.9-inch iPhone screenshots." });
    expect(about("fr-FR")).toContainEqual({
      ok: true,
      blocking: false,
      message: "French (France) has its own 6.9-inch iPhone screenshots.",
    });
    expect(about("fr-FR")).toContainEqual({
      ok: false,
      blocking: false,
      message: "French (France) shows the American English 13-inch iPad screenshots: add its own to show French (France) ones.",
    });
  });

  it("deletes a screenshot at the store and here", async () => {
    const set = (await shownSet("fr-FR"))!;
    const gone = set.screenshots[0]!;
    const answer = await owner.delete(`/api/apps/${appId}/versions/${prepared}/screenshots/${gone.id}`);
    expect(answer.status).toBe(204);
    expect((await storeSet("fr-FR")).map((shot) => shot.fileName)).toEqual(["de_1.png"]);
    expect((await shownSet("fr-FR"))!.screenshots.map((shot) => shot.fileName)).toEqual(["de_1.png"]);
  });

  it("is refused for a live version", async () => {
    const answer = await owner.get(`/api/apps/${appId}/versions/${live}/screenshots?locale=en-US`);
    const set = answer.body.localizations[0].sets[0];
    const reorder = await owner.put(`/api/apps/${appId}/versions/${live}/screenshot-sets/${set.id}/order`, {
      screenshotIds: set.screenshots.map((shot: { id: string }) => shot.id),
    });
    expect(reorder.status).toBe(409);
    expect((await owner.delete(`/api/apps/${appId}/versions/${live}/screenshots/${set.screenshots[0].id}`)).status).toBe(409);
  });
});

describe("one upload per set at a time", () => {
  const isUploadInProgress = (answer: { status: number; body: { code?: string } }) =>
    answer.status === 409 && answer.body.code === "upload_in_progress";

  /**
   * Runs the jobs until the uploads at `locations` have ended, moving the test clock on past any
   * wait between (a retry's backoff after two uploads met at the database, a look at Apple's
   * processing): how long those are is not what this test is about.
   */
  async function runUntilUploadsEnd(locations: string[]): Promise<void> {
    const clock = new TestClock(new Date());
    const runner = appRunner({ clock });
    try {
      for (let round = 0; round < 10; round++) {
        await runner.runUntilIdle();
        const statuses = await Promise.all(locations.map(async (location) => (await owner.get(location)).body.status as string));
        if (statuses.every((status) => status === "succeeded" || status === "failed")) return;
        clock.advance(60_000);
      }
    } finally {
      await runner.stop();
    }
  }

  it("answers 409 to a second upload or a copy into a set whose upload is still on its way", async () => {
    const first = await upload(prepared, form("nl-NL", "APP_IPHONE_67", [{ name: "nl_1.png", bytes: await png(1320, 2868) }]));
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    // Queued, not sent yet: the set is the first upload's until its files are at the store.
    const second = await upload(prepared, form("nl-NL", "APP_IPHONE_67", [{ name: "nl_2.png", bytes: await png(1320, 2868) }]));
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(second.body).toMatchObject({ code: "upload_in_progress", detail: expect.stringContaining("Dutch") });
    const source = (await shownSet("en-US"))!;
    const copy = await owner.post(`/api/apps/${appId}/versions/${prepared}/screenshot-sets/${source.id}/copy`, {
      locales: ["nl-NL"],
      mode: "append",
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(409);
    expect(copy.body.code).toBe("upload_in_progress");
    // Another display type of the locale is another set.
    const iPad = await upload(prepared, form("nl-NL", "APP_IPAD_PRO_3GEN_129", [{ name: "ipad.png", bytes: await png(2064, 2752) }]));
    expect(iPad.status, JSON.stringify(iPad.body)).toBe(202);

    // Two at the same moment: one is taken, the other answered 409.
    const both = await Promise.all(
      ["ko_a.png", "ko_b.png"].map(async (name) => upload(prepared, form("ko", "APP_IPHONE_67", [{ name, bytes: await png(1320, 2868) }]))),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(both.some(isUploadInProgress)).toBe(true);

    await runUntilUploadsEnd(
      [first, iPad, ...both.filter((answer) => answer.status === 202)].map((answer) => answer.headers.get("location")!),
    );
    expect((await owner.get(first.headers.get("location")!)).body.status).toBe("succeeded");
    expect((await storeSet("nl-NL")).map((shot) => shot.fileName)).toEqual(["nl_1.png"]);
    expect(await storeSet("ko")).toHaveLength(1);
    // Sent: the set takes the next upload.
    const next = await upload(prepared, form("nl-NL", "APP_IPHONE_67", [{ name: "nl_3.png", bytes: await png(1320, 2868) }]));
    expect(next.status, JSON.stringify(next.body)).toBe(202);
    await runUntilUploadsEnd([next.headers.get("location")!]);
    expect((await storeSet("nl-NL")).map((shot) => shot.fileName)).toEqual(["nl_1.png", "nl_3.png"]);
  });

  it("is free again when an upload's run fails for good, and taken again by an admin's retry of it", async () => {
    const stuck = await upload(prepared, form("es-MX", "APP_IPHONE_67", [{ name: "mx_1.png", bytes: await png(1320, 2868) }]));
    expect(stuck.status).toBe(202);
    // What the runner's failure handler does once the run's retries are spent.
    await markScreenshotUploadFailed(stuck.body.id);
    expect((await owner.get(stuck.headers.get("location")!)).body.status).toBe("failed");
    const next = await upload(prepared, form("es-MX", "APP_IPHONE_67", [{ name: "mx_2.png", bytes: await png(1320, 2868) }]));
    expect(next.status, JSON.stringify(next.body)).toBe(202);
    // An admin's retry of the failed run takes the set again: not while the next upload holds it.
    const retry = db().$transaction((tx) => prepareRetry(tx, { name: screenshotUploadRequested.name, data: { uploadId: stuck.body.id } }));
    await expect(retry).rejects.toMatchObject({ code: "upload_in_progress" });
    expect((await owner.get(stuck.headers.get("location")!)).body.status).toBe("failed");
  });

  it("does not stay taken by a request that died before its upload was queued", async () => {
    const { id: versionId, app } = await db().appVersion.findUniqueOrThrow({ where: { id: prepared }, include: { app: true } });
    const localization = await db().versionLocalization.findFirstOrThrow({ where: { versionId, locale: "sv" } });
    // What a process stopped mid-request leaves: the upload never queued, holding the set.
    await db().screenshotUpload.create({
      data: {
        appId: app.id,
        versionId,
        userId: owner.userId!,
        kind: "upload",
        createdAt: new Date(Date.now() - 60 * 60_000),
        locks: { create: { localizationId: localization.id, displayType: "APP_IPHONE_67" } },
      },
    });
    const answer = await upload(prepared, form("sv", "APP_IPHONE_67", [{ name: "sv_1.png", bytes: await png(1320, 2868) }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    await runJobs();
    expect((await storeSet("sv")).map((shot) => shot.fileName)).toEqual(["sv_1.png"]);
  });
});

describe("a file's name", () => {
  it("is a safe name to show: no folder, no control or direction characters, bounded, with its image's extension", async () => {
    const jpeg = await sharp({ create: { width: 1320, height: 2868, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const answer = await upload(
      prepared,
      form("en-GB", "APP_IPHONE_67", [
        { name: "../../etc/passwd", bytes: await png(1320, 2868) },
        { name: "Ada\u202Egnp.exe", bytes: await png(1320, 2868, { shade: 10 }) },
        { name: "C:\\Users\\ada\\Shot \u2066one\u2069.PNG", bytes: await png(1320, 2868, { shade: 20 }) },
        { name: `${"long ".repeat(100)}.png`, bytes: await png(1320, 2868, { shade: 30 }) },
        { name: "photo.png", bytes: jpeg, type: "image/jpeg" },
        { name: "...", bytes: await png(1320, 2868, { shade: 40 }) },
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const names: string[] = answer.body.files.map((file: { fileName: string }) => file.fileName);
    expect(names.slice(0, 3)).toEqual(["passwd.png", "Adagnp.png", "Shot one.png"]);
    expect(names[3]).toMatch(/^long long .*…\.png$/);
    expect(names[3]!.length).toBeLessThanOrEqual(120);
    expect(names.slice(4)).toEqual(["photo.jpg", "screenshot-6.png"]);
    await runJobs();
    expect((await storeSet("en-GB")).map((shot) => shot.fileName)).toEqual(names);
    expect((await shownSet("en-GB"))!.screenshots.map((shot) => shot.fileName)).toEqual(names);
  });
});

describe("copying a set just uploaded", () => {
  it("works as soon as App Store Connect has processed it, without waiting for a sync", async () => {
    const store = storeSandbox(owner).control;
    store.setScreenshotProcessingTime(60_000);
    try {
      const answer = await upload(prepared, form("pt-BR", "APP_IPHONE_67", [{ name: "pt_1.png", bytes: await png(1320, 2868) }]));
      expect(answer.status, JSON.stringify(answer.body)).toBe(202);
      // The upload ends while Apple still processes the file (its looks at it come later).
      await runJobs();
      expect((await owner.get(answer.headers.get("location")!)).body.status).toBe("succeeded");
      const set = (await shownSet("pt-BR"))!;
      expect(set.screenshots.map((shot) => shot.deliveryState)).toEqual(["UPLOAD_COMPLETE"]);
      const copy = () =>
        owner.post(`/api/apps/${appId}/versions/${prepared}/screenshot-sets/${set.id}/copy`, { locales: ["zh-Hans"], mode: "append" });

      // Still processing at the store: refused, in words.
      const early = await copy();
      expect(early.status).toBe(400);
      expect(early.body.detail).toMatch(/has not processed every 6.9-inch iPhone screenshot yet/);

      // Apple finishes: the copy asks App Store Connect, keeps what it says, and goes ahead at once.
      await store.advanceClock(60_000);
      const copied = await copy();
      expect(copied.status, JSON.stringify(copied.body)).toBe(202);
      expect((await shownSet("pt-BR"))!.screenshots.map((shot) => shot.deliveryState)).toEqual(["COMPLETE"]);
      await runJobs();
      expect((await owner.get(copied.headers.get("location")!)).body.status).toBe("succeeded");
      expect((await storeSet("zh-Hans")).map((shot) => shot.fileName)).toEqual(["pt_1.png"]);
    } finally {
      store.setScreenshotProcessingTime(0);
    }
  });
});
