-- AlterTable
ALTER TABLE "VersionLocalization" ADD COLUMN     "mediaReadAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ScreenshotSet" (
    "id" TEXT NOT NULL,
    "localizationId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "displayType" TEXT NOT NULL,

    CONSTRAINT "ScreenshotSet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Screenshot" (
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "checksum" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "templateUrl" TEXT,
    "deliveryState" TEXT NOT NULL,
    "deliveryError" TEXT,

    CONSTRAINT "Screenshot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PreviewSet" (
    "id" TEXT NOT NULL,
    "localizationId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "previewType" TEXT NOT NULL,

    CONSTRAINT "PreviewSet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Preview" (
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "mimeType" TEXT,
    "videoUrl" TEXT,
    "templateUrl" TEXT,
    "deliveryState" TEXT NOT NULL,

    CONSTRAINT "Preview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScreenshotSet_localizationId_storeId_key" ON "ScreenshotSet"("localizationId", "storeId");

-- CreateIndex
CREATE UNIQUE INDEX "Screenshot_setId_storeId_key" ON "Screenshot"("setId", "storeId");

-- CreateIndex
CREATE UNIQUE INDEX "PreviewSet_localizationId_storeId_key" ON "PreviewSet"("localizationId", "storeId");

-- CreateIndex
CREATE UNIQUE INDEX "Preview_setId_storeId_key" ON "Preview"("setId", "storeId");

-- AddForeignKey
ALTER TABLE "ScreenshotSet" ADD CONSTRAINT "ScreenshotSet_localizationId_fkey" FOREIGN KEY ("localizationId") REFERENCES "VersionLocalization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Screenshot" ADD CONSTRAINT "Screenshot_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ScreenshotSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PreviewSet" ADD CONSTRAINT "PreviewSet_localizationId_fkey" FOREIGN KEY ("localizationId") REFERENCES "VersionLocalization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Preview" ADD CONSTRAINT "Preview_setId_fkey" FOREIGN KEY ("setId") REFERENCES "PreviewSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;
