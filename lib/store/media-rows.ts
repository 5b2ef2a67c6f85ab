import type { AscPreview, AscPreviewSet, AscScreenshot, AscScreenshotSet } from "./types";

// A version localization's screenshot and preview sets, as App Store Connect answers them, in
// the columns the service keeps: each set's items in the set's own order (its relationship's
// linkage), the sync and the service's own changes storing them alike.

type Linked = { relationships?: Record<string, { data?: { id: string }[] } | undefined> };

/** The set's item ids in the set's order. */
const orderOf = (set: Linked, relationship: string): string[] => (set.relationships?.[relationship]?.data ?? []).map((ref) => ref.id);

export function screenshotRow(screenshot: AscScreenshot, position: number) {
  const attributes = screenshot.attributes;
  const delivery = attributes?.assetDeliveryState;
  return {
    storeId: screenshot.id,
    position,
    fileName: attributes?.fileName ?? "",
    fileSize: attributes?.fileSize ?? 0,
    checksum: attributes?.sourceFileChecksum ?? null,
    width: attributes?.imageAsset?.width ?? null,
    height: attributes?.imageAsset?.height ?? null,
    templateUrl: attributes?.imageAsset?.templateUrl ?? null,
    deliveryState: delivery?.state ?? "AWAITING_UPLOAD",
    deliveryError: delivery?.errors?.map((error) => error.description ?? error.code).join(" ") || null,
  };
}

/** Each screenshot set with its screenshots, in order. */
export function screenshotSetRows(sets: AscScreenshotSet[], screenshots: AscScreenshot[]) {
  const byId = new Map(screenshots.map((screenshot) => [screenshot.id, screenshot]));
  return sets.map((set) => ({
    storeId: set.id,
    displayType: set.attributes?.screenshotDisplayType ?? "",
    screenshots: orderOf(set as Linked, "appScreenshots")
      .map((id) => byId.get(id))
      .filter((screenshot): screenshot is AscScreenshot => screenshot !== undefined)
      .map(screenshotRow),
  }));
}

/** Each preview set with its previews, in order. */
export function previewSetRows(sets: AscPreviewSet[], previews: AscPreview[]) {
  const byId = new Map(previews.map((preview) => [preview.id, preview]));
  return sets.map((set) => ({
    storeId: set.id,
    previewType: set.attributes?.previewType ?? "",
    previews: orderOf(set as Linked, "appPreviews")
      .map((id) => byId.get(id))
      .filter((preview): preview is AscPreview => preview !== undefined)
      .map((preview, position) => ({
        storeId: preview.id,
        position,
        fileName: preview.attributes?.fileName ?? "",
        fileSize: preview.attributes?.fileSize ?? 0,
        mimeType: preview.attributes?.mimeType ?? null,
        videoUrl: preview.attributes?.videoUrl ?? null,
        templateUrl: preview.attributes?.previewImage?.templateUrl ?? null,
        posterWidth: preview.attributes?.previewImage?.width ?? null,
        posterHeight: preview.attributes?.previewImage?.height ?? null,
        deliveryState: preview.attributes?.assetDeliveryState?.state ?? "AWAITING_UPLOAD",
      })),
  }));
}
