-- CreateTable: a file waiting to be sent is kept in pieces (lib/screenshots/file-chunks.ts).
CREATE TABLE "ScreenshotUploadChunk" (
    "fileId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "data" TEXT NOT NULL,

    CONSTRAINT "ScreenshotUploadChunk_pkey" PRIMARY KEY ("fileId","index")
);

-- AddForeignKey
ALTER TABLE "ScreenshotUploadChunk" ADD CONSTRAINT "ScreenshotUploadChunk_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "ScreenshotUploadFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A file still waiting keeps its bytes, as one piece.
INSERT INTO "ScreenshotUploadChunk" ("fileId", "index", "data")
SELECT "id", 0, "content" FROM "ScreenshotUploadFile" WHERE "content" IS NOT NULL;

-- AlterTable
ALTER TABLE "ScreenshotUploadFile" DROP COLUMN "content";
