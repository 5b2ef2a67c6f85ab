-- AlterTable: a file waiting to be sent is kept as base64 text (PGlite's bytea goes through hex a byte at a time).
ALTER TABLE "ScreenshotUploadFile" ALTER COLUMN "content" SET DATA TYPE TEXT USING encode("content", 'base64');
