import "server-only";

import { storeClientForApp } from "@/lib/apps/store-client";
import { db } from "@/lib/db/client";
import { recordRevisions } from "@/lib/revisions/record-revisions";
import { readLocalizationMedia, storeLocalizationMedia } from "@/lib/sync/groups/screenshots";

import { setChange, storedSetFileNames } from "./set-revisions";

/**
 * Ends an upload: reads each touched locale's screenshots again from App Store Connect (their
 * order and processing as the store has them), stores them and records each set's change as a
 * revision by the person who uploaded, in one transaction per locale; then marks the upload
 * succeeded (or failed, when any file failed) and drops every file's bytes.
 */
export async function finishScreenshotUpload(uploadId: string): Promise<void> {
  const upload = await db().screenshotUpload.findUnique({
    where: { id: uploadId },
    include: { version: { include: { app: true } }, files: { select: { localizationId: true, displayType: true, status: true } } },
  });
  if (!upload) return;
  const client = await storeClientForApp(upload.version.app, { personWaits: false });
  const touched = new Map<string, Set<string>>();
  for (const file of upload.files) touched.set(file.localizationId, (touched.get(file.localizationId) ?? new Set()).add(file.displayType));
  for (const [localizationId, displayTypes] of touched) {
    const localization = await db().versionLocalization.findUniqueOrThrow({ where: { id: localizationId } });
    const media = await readLocalizationMedia(client, localization.storeId);
    await db().$transaction(async (tx) => {
      const before = await storedSetFileNames(tx, localizationId, [...displayTypes]);
      await storeLocalizationMedia(tx, localizationId, media);
      const changes = [...displayTypes].map((displayType) =>
        setChange(
          upload.versionId,
          localization.locale,
          displayType,
          before.get(displayType) ?? [],
          media.screenshotSets.find((set) => set.displayType === displayType)?.screenshots.map((shot) => shot.fileName) ?? [],
        ),
      );
      await recordRevisions(tx, upload.version.appId, { kind: "user", userId: upload.userId }, changes);
    });
  }
  await db().$transaction([
    db().screenshotUploadFile.updateMany({ where: { uploadId }, data: { content: null } }),
    db().screenshotUpload.update({
      where: { id: uploadId },
      data: { status: upload.files.some((file) => file.status !== "uploaded") ? "failed" : "succeeded", finishedAt: new Date() },
    }),
  ]);
}
