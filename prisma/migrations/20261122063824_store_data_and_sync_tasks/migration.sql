-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('queued', 'running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "AppInfoLocalization" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "appInfoStoreId" TEXT NOT NULL,
    "appInfoState" TEXT,
    "locale" TEXT NOT NULL,
    "name" TEXT,
    "subtitle" TEXT,
    "privacyPolicyUrl" TEXT,

    CONSTRAINT "AppInfoLocalization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppVersion" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "versionString" TEXT NOT NULL,
    "appStoreState" TEXT NOT NULL,
    "releaseType" TEXT,
    "copyright" TEXT,
    "storeCreatedAt" TIMESTAMP(3),
    "buildStoreId" TEXT,

    CONSTRAINT "AppVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VersionLocalization" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "description" TEXT,
    "keywords" TEXT,
    "promotionalText" TEXT,
    "whatsNew" TEXT,
    "marketingUrl" TEXT,
    "supportUrl" TEXT,

    CONSTRAINT "VersionLocalization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Build" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "processingState" TEXT,
    "expired" BOOLEAN NOT NULL DEFAULT false,
    "minOsVersion" TEXT,
    "uploadedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "Build_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerReview" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "title" TEXT,
    "body" TEXT,
    "reviewerNickname" TEXT,
    "territory" TEXT NOT NULL,
    "storeCreatedAt" TIMESTAMP(3) NOT NULL,
    "responseStoreId" TEXT,
    "responseBody" TEXT,
    "responseState" TEXT,
    "responseUpdatedAt" TIMESTAMP(3),

    CONSTRAINT "CustomerReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Experiment" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "platform" TEXT,
    "state" TEXT NOT NULL,
    "trafficProportion" INTEGER,
    "startDate" TIMESTAMP(3),
    "endDate" TIMESTAMP(3),
    "treatments" JSONB NOT NULL,

    CONSTRAINT "Experiment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SalesDay" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "territory" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "units" INTEGER NOT NULL,
    "proceeds" DECIMAL(14,4) NOT NULL,

    CONSTRAINT "SalesDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SyncTask" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "TaskStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "currentStep" TEXT,
    "counts" JSONB NOT NULL DEFAULT '{}',
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "SyncTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AppInfoLocalization_appId_locale_idx" ON "AppInfoLocalization"("appId", "locale");

-- CreateIndex
CREATE UNIQUE INDEX "AppInfoLocalization_appId_storeId_key" ON "AppInfoLocalization"("appId", "storeId");

-- CreateIndex
CREATE INDEX "AppVersion_appId_storeCreatedAt_idx" ON "AppVersion"("appId", "storeCreatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "AppVersion_appId_storeId_key" ON "AppVersion"("appId", "storeId");

-- CreateIndex
CREATE UNIQUE INDEX "VersionLocalization_versionId_storeId_key" ON "VersionLocalization"("versionId", "storeId");

-- CreateIndex
CREATE INDEX "Build_appId_uploadedAt_idx" ON "Build"("appId", "uploadedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Build_appId_storeId_key" ON "Build"("appId", "storeId");

-- CreateIndex
CREATE INDEX "CustomerReview_appId_storeCreatedAt_id_idx" ON "CustomerReview"("appId", "storeCreatedAt", "id");

-- CreateIndex
CREATE INDEX "CustomerReview_appId_rating_idx" ON "CustomerReview"("appId", "rating");

-- CreateIndex
CREATE UNIQUE INDEX "CustomerReview_appId_storeId_key" ON "CustomerReview"("appId", "storeId");

-- CreateIndex
CREATE UNIQUE INDEX "Experiment_appId_storeId_key" ON "Experiment"("appId", "storeId");

-- CreateIndex
CREATE INDEX "SalesDay_appId_date_idx" ON "SalesDay"("appId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "SalesDay_appId_date_territory_currency_key" ON "SalesDay"("appId", "date", "territory", "currency");

-- CreateIndex
CREATE INDEX "SyncTask_appId_status_idx" ON "SyncTask"("appId", "status");

-- CreateIndex
CREATE INDEX "SyncTask_userId_createdAt_id_idx" ON "SyncTask"("userId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "AppInfoLocalization" ADD CONSTRAINT "AppInfoLocalization_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppVersion" ADD CONSTRAINT "AppVersion_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VersionLocalization" ADD CONSTRAINT "VersionLocalization_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "AppVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Build" ADD CONSTRAINT "Build_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerReview" ADD CONSTRAINT "CustomerReview_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Experiment" ADD CONSTRAINT "Experiment_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SalesDay" ADD CONSTRAINT "SalesDay_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SyncTask" ADD CONSTRAINT "SyncTask_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
