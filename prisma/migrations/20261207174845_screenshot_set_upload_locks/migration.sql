-- CreateTable
CREATE TABLE "ScreenshotSetUploadLock" (
    "localizationId" TEXT NOT NULL,
    "displayType" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,

    CONSTRAINT "ScreenshotSetUploadLock_pkey" PRIMARY KEY ("localizationId","displayType")
);

-- CreateIndex
CREATE INDEX "ScreenshotSetUploadLock_uploadId_idx" ON "ScreenshotSetUploadLock"("uploadId");

-- AddForeignKey
ALTER TABLE "ScreenshotSetUploadLock" ADD CONSTRAINT "ScreenshotSetUploadLock_localizationId_fkey" FOREIGN KEY ("localizationId") REFERENCES "VersionLocalization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreenshotSetUploadLock" ADD CONSTRAINT "ScreenshotSetUploadLock_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ScreenshotUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
