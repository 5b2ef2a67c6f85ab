-- CreateTable
CREATE TABLE "ScreenshotUpload" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "replace" BOOLEAN NOT NULL DEFAULT false,
    "status" "TaskStatus" NOT NULL DEFAULT 'queued',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ScreenshotUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreenshotUploadFile" (
    "id" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "localizationId" TEXT NOT NULL,
    "displayType" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL DEFAULT 0,
    "checksum" TEXT,
    "content" BYTEA,
    "sourceUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "storeId" TEXT,

    CONSTRAINT "ScreenshotUploadFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreenshotUpload_versionId_createdAt_idx" ON "ScreenshotUpload"("versionId", "createdAt");

-- CreateIndex
CREATE INDEX "ScreenshotUploadFile_uploadId_position_idx" ON "ScreenshotUploadFile"("uploadId", "position");

-- AddForeignKey
ALTER TABLE "ScreenshotUpload" ADD CONSTRAINT "ScreenshotUpload_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "AppVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreenshotUploadFile" ADD CONSTRAINT "ScreenshotUploadFile_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ScreenshotUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreenshotUploadFile" ADD CONSTRAINT "ScreenshotUploadFile_localizationId_fkey" FOREIGN KEY ("localizationId") REFERENCES "VersionLocalization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
