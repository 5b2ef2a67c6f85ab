import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { ScreenshotUpload, ScreenshotUploadFile, VersionLocalization } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { getVersionOrThrow } from "@/lib/versions/find-version";

import { displayTypeName } from "./display-types";
import type { screenshotUpload } from "./schemas";

type UploadView = z.input<typeof screenshotUpload>;
type UploadRow = ScreenshotUpload & {
  files: (ScreenshotUploadFile & { localization: Pick<VersionLocalization, "locale"> })[];
};

/** What an upload shows: every file but its bytes. */
export const uploadInclude = {
  files: {
    orderBy: { position: "asc" },
    include: { localization: { select: { locale: true } } },
  },
} as const;

export function toUploadView(row: UploadRow): UploadView {
  const progress = row.files.length === 0 ? 0 : Math.round(row.files.reduce((sum, file) => sum + file.progress, 0) / row.files.length);
  return {
    id: row.id,
    versionId: row.versionId,
    kind: row.kind === "copy" ? "copy" : "upload",
    status: row.status,
    progress: row.status === "succeeded" ? 100 : progress,
    files: row.files.map((file) => ({
      id: file.id,
      locale: file.localization.locale,
      displayType: file.displayType,
      displayTypeName: displayTypeName(file.displayType),
      fileName: file.fileName,
      fileSize: file.fileSize,
      status: file.status as UploadView["files"][number]["status"],
      progress: file.progress,
      error: file.error,
    })),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** An upload of the version's screenshots, file by file (any member of the app's team). */
export async function getScreenshotUpload(userId: string, appId: string, versionId: string, uploadId: string): Promise<UploadView> {
  const { version } = await getVersionOrThrow(userId, appId, versionId);
  const row = await db().screenshotUpload.findFirst({ where: { id: uploadId, versionId: version.id }, include: uploadInclude });
  if (!row) throw notFound("upload");
  return toUploadView(row);
}

/** Where an upload is followed, for the `Location` header. */
export const uploadLocation = (appId: string, versionId: string, uploadId: string) =>
  `/api/apps/${encodeURIComponent(appId)}/versions/${encodeURIComponent(versionId)}/screenshot-uploads/${encodeURIComponent(uploadId)}`;
