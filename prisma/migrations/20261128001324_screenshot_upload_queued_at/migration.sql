-- AlterTable
ALTER TABLE "ScreenshotUpload" ADD COLUMN     "queuedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ScreenshotUpload_queuedAt_createdAt_idx" ON "ScreenshotUpload"("queuedAt", "createdAt");

-- Uploads made before this column were all queued with their request (whatever died mid-way is
-- indistinguishable now): none of them is pruned as abandoned.
UPDATE "ScreenshotUpload" SET "queuedAt" = "createdAt";
