-- CreateEnum
CREATE TYPE "SyncStatus" AS ENUM ('never', 'syncing', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "App" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "bundleId" TEXT,
    "sku" TEXT,
    "primaryLocale" TEXT,
    "keyId" TEXT NOT NULL,
    "issuerId" TEXT,
    "isIndividualKey" BOOLEAN NOT NULL DEFAULT false,
    "vendorNumber" TEXT NOT NULL,
    "privateKeyEncrypted" TEXT NOT NULL,
    "keyFingerprint" TEXT NOT NULL,
    "credentialsVerifiedAt" TIMESTAMP(3),
    "pullInterval" INTEGER NOT NULL DEFAULT 15,
    "versionsToKeep" INTEGER NOT NULL DEFAULT 5,
    "nextSyncAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSyncedAt" TIMESTAMP(3),
    "syncStatus" "SyncStatus" NOT NULL DEFAULT 'never',
    "lastSyncError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "App_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "App_userId_updatedAt_idx" ON "App"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "App_nextSyncAt_idx" ON "App"("nextSyncAt");

-- CreateIndex
CREATE UNIQUE INDEX "App_userId_storeId_key" ON "App"("userId", "storeId");

-- AddForeignKey
ALTER TABLE "App" ADD CONSTRAINT "App_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
