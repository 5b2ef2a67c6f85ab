// The simulator's stand-ins for Apple's upload host and image CDN (asset-paths.ts has the paths),
// served beside the API but outside it: no bearer token, no request budget, no X-Rate-Limit.
//   PUT <prefix>/_upload/<screenshotId>/<part>?token=…  one part of a reserved screenshot
//   GET <prefix>/_images/<assetToken>/<w>x<h>bb.<f>     a processed image (the original bytes; never resized)
// Their error codes are ours (Apple's hosts answer in their own words), in ASC's error document.

import { timingSafeEqual } from "node:crypto";

import { ascErrors, errorDocument, type AscErrorSpec } from "./asc-errors";
import { IMAGES_PATH, parseImagePath, parseUploadPath, UPLOAD_PATH } from "./asset-paths";
import { inspectImage } from "./image-inspection";
import { solidColourPng } from "./placeholder-png";
import { imageContentType, uploadParts } from "./screenshot-rules";
import type { SimState } from "./state";
import type { UploadStore } from "./upload-store";

export interface AssetHost {
  /** The state with everything due by now applied. */
  state(): Promise<SimState>;
  uploads: UploadStore;
  /** The next injected upload failure, used up (control: fail-next with `on: "uploads"`). */
  takeUploadFault(): { status: number; retryAfter?: number } | undefined;
}

export const isAssetPath = (path: string) => path.startsWith(UPLOAD_PATH) || path.startsWith(IMAGES_PATH);

const IMMUTABLE = "public, max-age=31536000, immutable";

function refusal(status: number, code: string, detail: string): Response {
  const spec: AscErrorSpec = { status, code, title: "The upload was not accepted.", detail };
  return Response.json(errorDocument(spec), { status });
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Serves `/_upload/…` and `/_images/…` (the path under the sandbox's prefix). */
export async function serveAsset(host: AssetHost, request: Request, path: string, url: URL): Promise<Response> {
  const method = request.method.toUpperCase();
  if (path.startsWith(UPLOAD_PATH)) {
    if (method !== "PUT") return Response.json(errorDocument(ascErrors.methodNotAllowed(method)), { status: 405 });
    return receivePart(host, request, path.slice(UPLOAD_PATH.length), url.searchParams.get("token") ?? "");
  }
  if (method !== "GET" && method !== "HEAD") return Response.json(errorDocument(ascErrors.methodNotAllowed(method)), { status: 405 });
  return serveImage(host, path.slice(IMAGES_PATH.length), method === "HEAD");
}

async function receivePart(host: AssetHost, request: Request, rest: string, token: string): Promise<Response> {
  const fault = host.takeUploadFault();
  if (fault) {
    const headers = fault.retryAfter === undefined ? undefined : { "retry-after": String(fault.retryAfter) };
    return Response.json(errorDocument({ ...ascErrors.unexpected(fault.status), status: fault.status }), { status: fault.status, headers });
  }
  const target = parseUploadPath(rest);
  if (!target) return Response.json(errorDocument(ascErrors.noSuchPath()), { status: 404 });
  const state = await host.state();
  const screenshot = state.screenshots.find((candidate) => candidate.id === target.screenshotId);
  if (!screenshot) return Response.json(errorDocument(ascErrors.notFound("appScreenshots", target.screenshotId)), { status: 404 });
  if (screenshot.uploadToken === null) {
    return refusal(409, "UPLOAD_ALREADY_COMMITTED", "This screenshot's upload was committed: its parts can no longer change.");
  }
  if (!sameSecret(token, screenshot.uploadToken)) {
    return refusal(403, "UPLOAD_URL_INVALID", "The upload URL's token is not this reservation's: use the URL from its upload operation.");
  }
  const parts = uploadParts(screenshot.fileSize);
  const part = parts[target.partIndex];
  if (!part) {
    return refusal(400, "UPLOAD_PART_INVALID", `The reservation has parts 0 to ${parts.length - 1}; there is no part ${target.partIndex}.`);
  }
  const expectedType = imageContentType(screenshot.fileName);
  const sentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (sentType !== expectedType) {
    return refusal(
      400,
      "UPLOAD_HEADER_INVALID",
      `Send the part with the upload operation's header Content-Type: ${expectedType} (got '${sentType}').`,
    );
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length !== part.length) {
    return refusal(
      400,
      "UPLOAD_LENGTH_INVALID",
      `Part ${target.partIndex} is the file's bytes ${part.offset} to ${part.offset + part.length - 1}: exactly ${part.length} bytes, not ${bytes.length}.`,
    );
  }
  if (!host.uploads.putPart(screenshot.id, target.partIndex, bytes)) {
    return refusal(507, "UPLOAD_STORAGE_FULL", "The simulator holds as many uploaded bytes as it can: delete screenshots, or reset it.");
  }
  return new Response(null, { status: 200 });
}

/** The bytes behind an asset token: an uploaded original, or a solid-colour image of the asset's size. */
function imageBytes(state: SimState, uploads: UploadStore, assetToken: string): Uint8Array | null {
  const screenshot = state.screenshots.find(
    (candidate) => candidate.assetToken === assetToken && candidate.assetDeliveryState.state === "COMPLETE",
  );
  if (screenshot?.width && screenshot.height) {
    const uploaded = screenshot.source === "uploaded" ? uploads.image(assetToken) : undefined;
    // The seed's, or an upload whose bytes went with the process: a stand-in of its size.
    return uploaded ?? solidColourPng(screenshot.width, screenshot.height);
  }
  const preview = state.previews.find((candidate) => candidate.previewImage.assetToken === assetToken);
  return preview ? solidColourPng(preview.previewImage.width, preview.previewImage.height) : null;
}

async function serveImage(host: AssetHost, rest: string, headOnly: boolean): Promise<Response> {
  const rendition = parseImagePath(rest);
  const bytes = rendition && imageBytes(await host.state(), host.uploads, rendition.assetToken);
  if (!bytes) return Response.json(errorDocument(ascErrors.noSuchPath()), { status: 404 });
  const headers = {
    "content-type": inspectImage(bytes)?.format === "jpeg" ? "image/jpeg" : "image/png",
    "content-length": String(bytes.length),
    "cache-control": IMMUTABLE,
    // Served from the service's own origin: never sniffed as anything but the image it was checked to be.
    "x-content-type-options": "nosniff",
  };
  return new Response(headOnly ? null : Buffer.from(bytes), { status: 200, headers });
}
