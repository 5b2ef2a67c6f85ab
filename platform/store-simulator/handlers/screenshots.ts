// Screenshots of a version localization, as App Store Connect takes them: a set per display type,
// a screenshot reserved (its upload operations in the answer), its parts PUT to the upload URLs
// (asset-routes.ts), then committed with the file's MD5, and processed on the simulated clock
// (screenshot-processing.ts). Everything here needs an editable version, as localizations do.
// Reads are generic (generic-reads.ts).

import { createHash, randomBytes } from "node:crypto";

import { AscHttpError, ascErrors, type AscErrorSpec } from "../asc-errors";
import { assetTokenFor, uploadUrl } from "../asset-paths";
import { findOrThrow, findRelatedOrThrow, ok, type Handler, type HandlerContext } from "../handler-context";
import { singleDocument } from "../json-api";
import { processingVerdict } from "../screenshot-processing";
import { imageContentType, MAX_SCREENSHOT_BYTES, SCREENSHOTS_PER_SET, uploadParts } from "../screenshot-rules";
import { EDITABLE_VERSION_STATES, type SimScreenshot, type SimScreenshotDisplayType, type SimScreenshotSet, type SimState } from "../state";

type Ref = { data?: { id: string } };

/** The version's state must let its localizations change (the rule of handlers/versions.ts and releases.ts). */
function refuseUnlessEditable(state: SimState, localizationId: string, pointer?: string): void {
  const localization = state.versionLocalizations.find((candidate) => candidate.id === localizationId);
  const version = state.versions.find((candidate) => candidate.id === localization?.versionId);
  if (version && EDITABLE_VERSION_STATES.has(version.appStoreState)) return;
  const versionState = version?.appStoreState ?? "unknown";
  throw new AscHttpError(ascErrors.stateError(`Screenshots cannot be changed while the version is in state '${versionState}'.`, pointer));
}

function setOf(state: SimState, screenshot: SimScreenshot): SimScreenshotSet {
  return state.screenshotSets.find((set) => set.id === screenshot.setId)!;
}

/** Removes screenshots (in any delivery state) and lets go of their bytes no other screenshot shows. */
function removeScreenshots(ctx: HandlerContext, ids: readonly string[]): void {
  const removed = ctx.state.screenshots.filter((screenshot) => ids.includes(screenshot.id));
  ctx.state.screenshots = ctx.state.screenshots.filter((screenshot) => !ids.includes(screenshot.id));
  for (const screenshot of removed) {
    ctx.uploads.forgetParts(screenshot.id);
    // A version made from another shares its screenshots' images (carry-over-media.ts).
    if (!ctx.state.screenshots.some((other) => other.assetToken === screenshot.assetToken)) ctx.uploads.forgetImage(screenshot.assetToken);
  }
}

interface SetBody {
  data: {
    attributes: { screenshotDisplayType: SimScreenshotDisplayType };
    relationships?: {
      appStoreVersionLocalization?: Ref;
      appCustomProductPageLocalization?: Ref;
      appStoreVersionExperimentTreatmentLocalization?: Ref;
    };
  };
}

/** A localization's set for a display type: one per display type. */
export const createScreenshotSet: Handler = (ctx) => {
  const { data } = ctx.body as SetBody;
  const pointer = "/data/relationships/appStoreVersionLocalization";
  for (const other of ["appCustomProductPageLocalization", "appStoreVersionExperimentTreatmentLocalization"] as const) {
    if (data.relationships?.[other]?.data) {
      throw new AscHttpError(
        ascErrors.relationshipInvalid(
          `/data/relationships/${other}`,
          `The simulator has no ${other}s: a set belongs to a version localization.`,
        ),
      );
    }
  }
  const localizationId = data.relationships?.appStoreVersionLocalization?.data?.id;
  if (!localizationId) {
    throw new AscHttpError(ascErrors.relationshipInvalid(pointer, "A screenshot set needs an appStoreVersionLocalization."));
  }
  const localization = findRelatedOrThrow(ctx.state.versionLocalizations, localizationId, pointer, "appStoreVersionLocalizations");
  refuseUnlessEditable(ctx.state, localization.id, pointer);
  const displayType = data.attributes.screenshotDisplayType;
  if (ctx.state.screenshotSets.some((set) => set.localizationId === localization.id && set.screenshotDisplayType === displayType)) {
    throw new AscHttpError(
      ascErrors.duplicate("/data/attributes/screenshotDisplayType", `The localization already has a screenshot set for '${displayType}'.`),
    );
  }
  const row: SimScreenshotSet = { id: ctx.newId(), localizationId: localization.id, screenshotDisplayType: displayType, screenshotIds: [] };
  ctx.state.screenshotSets.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appScreenshotSets", row), 201);
};

/** The set and its screenshots. */
export const deleteScreenshotSet: Handler = (ctx) => {
  const set = findOrThrow(ctx.state.screenshotSets, ctx.id, "appScreenshotSets");
  refuseUnlessEditable(ctx.state, set.localizationId);
  removeScreenshots(ctx, set.screenshotIds);
  ctx.state.screenshotSets = ctx.state.screenshotSets.filter((candidate) => candidate !== set);
  ctx.changed();
  return { status: 204 };
};

/** `PATCH …/relationships/appScreenshots`: the new order, naming each of the set's screenshots once. */
export const reorderScreenshots: Handler = (ctx) => {
  const set = findOrThrow(ctx.state.screenshotSets, ctx.id, "appScreenshotSets");
  refuseUnlessEditable(ctx.state, set.localizationId);
  const ids = (ctx.body as { data: { id: string }[] }).data.map((linkage) => linkage.id);
  const same =
    ids.length === set.screenshotIds.length && new Set(ids).size === ids.length && ids.every((id) => set.screenshotIds.includes(id));
  if (!same) {
    throw new AscHttpError(
      ascErrors.relationshipInvalid(
        "/data",
        `The new order must name each of the set's ${set.screenshotIds.length} screenshots exactly once, and no other.`,
      ),
    );
  }
  set.screenshotIds = ids;
  ctx.changed();
  return { status: 204 };
};

interface ScreenshotBody {
  data: { attributes: { fileName: string; fileSize: number }; relationships: { appScreenshotSet: { data: { id: string } } } };
}

function reservationErrors(fileName: string, fileSize: number): AscErrorSpec[] {
  const errors: AscErrorSpec[] = [];
  if (!imageContentType(fileName)) {
    errors.push(ascErrors.attributeInvalid("/data/attributes/fileName", "A screenshot must be a .png, .jpg or .jpeg file."));
  }
  if (fileSize < 1 || fileSize > MAX_SCREENSHOT_BYTES) {
    errors.push(
      ascErrors.attributeInvalid("/data/attributes/fileSize", `A screenshot's fileSize must be 1 to ${MAX_SCREENSHOT_BYTES} bytes.`),
    );
  }
  return errors;
}

/** A reservation: the screenshot, last in its set, waiting for its bytes; the answer says where to PUT them. */
export const createScreenshot: Handler = (ctx) => {
  const { data } = ctx.body as ScreenshotBody;
  const pointer = "/data/relationships/appScreenshotSet";
  const set = findRelatedOrThrow(ctx.state.screenshotSets, data.relationships.appScreenshotSet.data.id, pointer, "appScreenshotSets");
  refuseUnlessEditable(ctx.state, set.localizationId, pointer);
  const { fileName, fileSize } = data.attributes;
  const errors = reservationErrors(fileName, fileSize);
  if (errors.length > 0) throw new AscHttpError(errors);
  if (set.screenshotIds.length >= SCREENSHOTS_PER_SET) {
    throw new AscHttpError(
      ascErrors.relationshipInvalid(pointer, `A screenshot set can hold up to ${SCREENSHOTS_PER_SET} screenshots, and this one is full.`),
    );
  }
  const contentType = imageContentType(fileName)!;
  const id = ctx.newId();
  const row: SimScreenshot = {
    id,
    setId: set.id,
    fileName,
    fileSize,
    sourceFileChecksum: null,
    width: null,
    height: null,
    assetToken: assetTokenFor(id, contentType === "image/png" ? "png" : "jpg"),
    assetDeliveryState: { state: "AWAITING_UPLOAD", errors: [] },
    source: "uploaded",
    // The upload URLs' secret: like Apple's pre-signed URLs, they need no bearer token.
    uploadToken: randomBytes(24).toString("base64url"),
    uploadedAt: null,
    processingDueAt: null,
    pendingErrors: null,
  };
  ctx.state.screenshots.push(row);
  set.screenshotIds.push(id);
  ctx.changed();
  const document = singleDocument(ctx, "appScreenshots", row) as { data: { attributes: Record<string, unknown> } };
  document.data.attributes.uploadOperations = uploadParts(fileSize).map((part, index) => ({
    method: "PUT",
    url: uploadUrl(ctx.apiRoot, id, index, row.uploadToken!),
    length: part.length,
    offset: part.offset,
    requestHeaders: [{ name: "Content-Type", value: contentType }],
  }));
  return ok(document, 201);
};

interface CommitBody {
  data: { id: string; attributes?: { sourceFileChecksum?: string | null; uploaded?: boolean | null } };
}

/** The file's bytes put together from its parts, once every part was received. */
function receivedFile(ctx: HandlerContext, screenshot: SimScreenshot): Buffer {
  const received = ctx.uploads.parts(screenshot.id, uploadParts(screenshot.fileSize).length);
  const missing = received.flatMap((part, index) => (part ? [] : [index]));
  if (missing.length > 0) {
    throw new AscHttpError(
      ascErrors.stateError(
        `The upload is incomplete: ${missing.length} of its ${received.length} parts not received (${missing.map((index) => `part ${index}`).join(", ")}, numbered from 0).`,
        "/data/attributes/uploaded",
      ),
    );
  }
  return Buffer.concat(received as Uint8Array[]);
}

/** `uploaded: true` with the file's MD5: the upload is done; Apple processes it from now. */
export const commitScreenshot: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.screenshots, ctx.id, "appScreenshots");
  const { data } = ctx.body as CommitBody;
  if (data.id !== row.id)
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
  const set = setOf(ctx.state, row);
  refuseUnlessEditable(ctx.state, set.localizationId);
  const checksum = data.attributes?.sourceFileChecksum?.toLowerCase();
  if (data.attributes?.uploaded !== true) {
    throw new AscHttpError(
      ascErrors.attributeInvalid("/data/attributes/uploaded", "Commit an upload with uploaded: true and the file's sourceFileChecksum."),
    );
  }
  if (!checksum) {
    throw new AscHttpError(
      ascErrors.attributeInvalid("/data/attributes/sourceFileChecksum", "Committing an upload needs the file's MD5 (sourceFileChecksum)."),
    );
  }
  if (row.assetDeliveryState.state !== "AWAITING_UPLOAD") {
    // The same commit sent again (its answer was lost): nothing more to do.
    if (row.sourceFileChecksum === checksum) return ok(singleDocument(ctx, "appScreenshots", row));
    throw new AscHttpError(ascErrors.stateError("The screenshot's upload was already committed.", "/data/attributes/uploaded"));
  }
  const bytes = receivedFile(ctx, row);
  const md5 = createHash("md5").update(bytes).digest("hex");
  if (md5 !== checksum) {
    throw new AscHttpError(
      ascErrors.attributeInvalid(
        "/data/attributes/sourceFileChecksum",
        `Checksum mismatch: '${checksum}' is not the MD5 of the uploaded file (${md5}).`,
      ),
    );
  }
  const verdict = processingVerdict(bytes, set.screenshotDisplayType);
  Object.assign(row, {
    sourceFileChecksum: md5,
    width: verdict.width,
    height: verdict.height,
    uploadToken: null,
    uploadedAt: new Date(ctx.now).toISOString(),
    processingDueAt: new Date(ctx.now + ctx.screenshotProcessingMs).toISOString(),
    pendingErrors: verdict.errors,
    assetDeliveryState: { state: "UPLOAD_COMPLETE", errors: [] },
  } satisfies Partial<SimScreenshot>);
  // Only an image that will be shown is kept.
  if (verdict.errors.length === 0) ctx.uploads.keepImage(row.id, row.assetToken, bytes);
  else ctx.uploads.forgetParts(row.id);
  ctx.changed();
  return ok(singleDocument(ctx, "appScreenshots", row));
};

/** Removes a screenshot in any delivery state: how a half-done upload is cleaned up too. */
export const deleteScreenshot: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.screenshots, ctx.id, "appScreenshots");
  const set = setOf(ctx.state, row);
  refuseUnlessEditable(ctx.state, set.localizationId);
  removeScreenshots(ctx, [row.id]);
  set.screenshotIds = set.screenshotIds.filter((id) => id !== row.id);
  ctx.changed();
  return { status: 204 };
};
