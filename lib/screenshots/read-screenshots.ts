import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Screenshot, ScreenshotSet } from "@/lib/db/generated/client";
import { isEditableState } from "@/lib/versions/editable-fields";
import { getVersionOrThrow } from "@/lib/versions/find-version";

import { displayTypeName, MAX_SCREENSHOTS_PER_SET, requiredDisplayTypes } from "./display-types";
import type { localizationScreenshots, screenshotSet, versionScreenshots } from "./schemas";

const THUMBNAIL_WIDTH = 300;

/** Apple's image template filled in: `{w}x{h}bb.{f}` at `width` pixels wide, the height kept in proportion. */
export function imageFromTemplate(
  templateUrl: string | null,
  size: { width: number | null; height: number | null },
  width?: number,
): string | null {
  if (!templateUrl) return null;
  const fullWidth = size.width ?? THUMBNAIL_WIDTH;
  const w = width ?? fullWidth;
  const h = size.width && size.height ? Math.round((size.height * w) / size.width) : w;
  return templateUrl.replace("{w}", String(w)).replace("{h}", String(h)).replace("{f}", "png");
}

type SetRow = ScreenshotSet & { screenshots: Screenshot[] };

/** A set as the API shows it: its screenshots in order, with thumbnails. */
export function toSetView(set: SetRow): z.input<typeof screenshotSet> {
  return {
    id: set.id,
    displayType: set.displayType,
    displayTypeName: displayTypeName(set.displayType),
    maxScreenshots: MAX_SCREENSHOTS_PER_SET,
    screenshots: set.screenshots.map((shot) => ({
      id: shot.id,
      position: shot.position,
      fileName: shot.fileName,
      fileSize: shot.fileSize,
      width: shot.width,
      height: shot.height,
      thumbnailUrl: imageFromTemplate(shot.templateUrl, shot, THUMBNAIL_WIDTH),
      imageUrl: imageFromTemplate(shot.templateUrl, shot),
      deliveryState: shot.deliveryState,
      error: shot.deliveryError,
    })),
  };
}

const mediaInclude = {
  screenshotSets: { include: { screenshots: { orderBy: { position: "asc" } } }, orderBy: { displayType: "asc" } },
  previewSets: { include: { previews: { orderBy: { position: "asc" } } }, orderBy: { previewType: "asc" } },
} as const;

/** A version's screenshots and previews per locale (one locale with `locale`), with what App Review still needs; any member. */
export async function getVersionScreenshots(
  userId: string,
  appId: string,
  versionId: string,
  locale?: string,
): Promise<z.input<typeof versionScreenshots>> {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId);
  const localizations = await db().versionLocalization.findMany({
    where: { versionId: version.id, ...(locale ? { locale } : {}) },
    include: mediaInclude,
    orderBy: { locale: "asc" },
  });
  // Whether the app runs on iPad is read from the version's screenshots in any language.
  const typesInUse = await db().screenshotSet.findMany({
    where: { localization: { versionId: version.id }, screenshots: { some: {} } },
    distinct: ["displayType"],
    select: { displayType: true },
  });
  const required = requiredDisplayTypes(
    version.platform,
    typesInUse.map((set) => set.displayType),
  );
  return {
    versionId: version.id,
    platform: version.platform,
    editable: isEditableState(version.appStoreState),
    primaryLocale: app.primaryLocale,
    localizations: localizations.map((localization): z.input<typeof localizationScreenshots> => {
      const filled = new Set(localization.screenshotSets.filter((set) => set.screenshots.length > 0).map((set) => set.displayType));
      return {
        locale: localization.locale,
        sets: localization.screenshotSets.map(toSetView),
        previewSets: localization.previewSets.map((set) => ({
          id: set.id,
          previewType: set.previewType,
          // Preview types are the display types without their APP_ prefix.
          previewTypeName: displayTypeName(`APP_${set.previewType}`),
          previews: set.previews.map((preview) => ({
            id: preview.id,
            position: preview.position,
            fileName: preview.fileName,
            fileSize: preview.fileSize,
            mimeType: preview.mimeType,
            videoUrl: preview.videoUrl,
            // As a screenshot's: 300 px wide, the frame's proportion kept (a square box would shrink a portrait frame).
            posterUrl: imageFromTemplate(
              preview.templateUrl,
              { width: preview.posterWidth, height: preview.posterHeight },
              THUMBNAIL_WIDTH,
            ),
            deliveryState: preview.deliveryState,
          })),
        })),
        missing: required
          .filter((need) => !need.anyOf.some((type) => filled.has(type)))
          .map((need) => ({ name: need.name, displayTypes: need.anyOf })),
        readAt: localization.mediaReadAt?.toISOString() ?? null,
      };
    }),
  };
}
