// Every call about a version localization's screenshots and app previews: the sets per display
// type, a screenshot reserved, its parts sent to the addresses App Store Connect gives, committed
// with its MD5, reordered and deleted. Part of the store client (client.ts), kept in one file
// because API 4.5.1's App Asset Library will replace these resources: the move is this file.

import type { Answer, ClientParts } from "./client-parts";
import { ANSWERS } from "./answers";
import type { components } from "./spec/asc-types";
import type { AscPreview, AscPreviewSet, AscScreenshot, AscScreenshotDisplayType, AscScreenshotSet, AscUploadOperation } from "./types";

type Schemas = components["schemas"];

/** Apple: at most 10 screenshots (and 3 previews) per set, so one page holds a set's items. */
const MAX_PER_SET = 10;

export interface ScreenshotCalls {
  /** The localization's screenshot sets, each with its screenshots (in the set's order). */
  listScreenshotSets(localizationId: string): Promise<{ sets: AscScreenshotSet[]; screenshots: AscScreenshot[] }>;
  /** The localization's app preview sets, each with its previews. */
  listPreviewSets(localizationId: string): Promise<{ sets: AscPreviewSet[]; previews: AscPreview[] }>;
  createScreenshotSet(localizationId: string, displayType: AscScreenshotDisplayType): Promise<AscScreenshotSet>;
  /** Reserves a screenshot in the set: the answer's `uploadOperations` say where each part goes. */
  reserveScreenshot(setId: string, file: { fileName: string; fileSize: number }): Promise<AscScreenshot>;
  /** Sends one part as an upload operation describes it. */
  uploadScreenshotPart(operation: AscUploadOperation, part: Uint8Array): Promise<void>;
  /** Commits the parts: App Store Connect checks the MD5 and starts processing. */
  commitScreenshot(screenshotId: string, md5: string): Promise<AscScreenshot>;
  getScreenshot(screenshotId: string): Promise<AscScreenshot>;
  deleteScreenshot(screenshotId: string): Promise<void>;
  /** A screenshot's image at `url` (its template filled in at full size), for a copy. */
  downloadScreenshot(url: string, maxBytes: number): Promise<Buffer>;
  /** Puts the set's screenshots in this order (every one of them, once). */
  reorderScreenshots(setId: string, screenshotIds: string[]): Promise<void>;
}

export function screenshotCalls({ json, collect, send, rel, upload, download }: ClientParts): ScreenshotCalls {
  const at = (collection: string, id: string) => `/v1/${collection}/${encodeURIComponent(id)}`;
  const write = async <T>(method: "POST" | "PATCH", path: string, body: unknown, answer: Answer): Promise<T> =>
    (await json<{ data: T }>({ method, path, body }, answer)).data;

  return {
    listScreenshotSets: async (localizationId) => {
      const found = await collect<AscScreenshotSet, AscScreenshot>(
        `${at("appStoreVersionLocalizations", localizationId)}/appScreenshotSets`,
        { include: ["appScreenshots"], "limit[appScreenshots]": MAX_PER_SET, limit: 50 },
        ANSWERS.screenshotSets,
      );
      return { sets: found.data, screenshots: found.included };
    },
    listPreviewSets: async (localizationId) => {
      const found = await collect<AscPreviewSet, AscPreview>(
        `${at("appStoreVersionLocalizations", localizationId)}/appPreviewSets`,
        { include: ["appPreviews"], "limit[appPreviews]": MAX_PER_SET, limit: 50 },
        ANSWERS.previewSets,
      );
      return { sets: found.data, previews: found.included };
    },
    createScreenshotSet: (localizationId, screenshotDisplayType) => {
      const body: Schemas["AppScreenshotSetCreateRequest"] = {
        data: {
          type: "appScreenshotSets",
          attributes: { screenshotDisplayType },
          relationships: { appStoreVersionLocalization: rel("appStoreVersionLocalizations", localizationId) },
        },
      };
      return write("POST", "/v1/appScreenshotSets", body, ANSWERS.screenshotSet);
    },
    reserveScreenshot: (setId, { fileName, fileSize }) => {
      const body: Schemas["AppScreenshotCreateRequest"] = {
        data: {
          type: "appScreenshots",
          attributes: { fileName, fileSize },
          relationships: { appScreenshotSet: rel("appScreenshotSets", setId) },
        },
      };
      return write("POST", "/v1/appScreenshots", body, ANSWERS.screenshot);
    },
    uploadScreenshotPart: (operation, part) =>
      upload(
        {
          method: operation.method ?? "PUT",
          url: operation.url ?? "",
          headers: Object.fromEntries((operation.requestHeaders ?? []).map((header) => [header.name ?? "", header.value ?? ""])),
        },
        part,
      ),
    commitScreenshot: (screenshotId, sourceFileChecksum) => {
      const body: Schemas["AppScreenshotUpdateRequest"] = {
        data: { type: "appScreenshots", id: screenshotId, attributes: { uploaded: true, sourceFileChecksum } },
      };
      return write("PATCH", at("appScreenshots", screenshotId), body, ANSWERS.screenshot);
    },
    getScreenshot: async (screenshotId) =>
      (await json<{ data: AscScreenshot }>({ method: "GET", path: at("appScreenshots", screenshotId) }, ANSWERS.screenshot)).data,
    deleteScreenshot: async (screenshotId) => {
      await send({ method: "DELETE", path: at("appScreenshots", screenshotId) });
    },
    downloadScreenshot: (url, maxBytes) => download(url, maxBytes),
    reorderScreenshots: async (setId, screenshotIds) => {
      const body: Schemas["AppScreenshotSetAppScreenshotsLinkagesRequest"] = {
        data: screenshotIds.map((id) => ({ type: "appScreenshots", id })),
      };
      await send({ method: "PATCH", path: `${at("appScreenshotSets", setId)}/relationships/appScreenshots`, body });
    },
  };
}
