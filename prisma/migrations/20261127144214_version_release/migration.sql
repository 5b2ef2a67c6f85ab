-- AlterTable
ALTER TABLE "AppVersion" ADD COLUMN     "earliestReleaseDate" TIMESTAMP(3),
ADD COLUMN     "phasedReleaseDay" INTEGER,
ADD COLUMN     "phasedReleasePauseDays" INTEGER,
ADD COLUMN     "phasedReleaseStartDate" TIMESTAMP(3),
ADD COLUMN     "phasedReleaseState" TEXT,
ADD COLUMN     "phasedReleaseStoreId" TEXT;

-- AlterTable
ALTER TABLE "Build" ADD COLUMN     "usesNonExemptEncryption" BOOLEAN;

-- CreateTable
CREATE TABLE "VersionReviewDetail" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "contactFirstName" TEXT,
    "contactLastName" TEXT,
    "contactPhone" TEXT,
    "contactEmail" TEXT,
    "demoAccountName" TEXT,
    "demoAccountPasswordSealed" TEXT,
    "demoAccountRequired" BOOLEAN,
    "notes" TEXT,

    CONSTRAINT "VersionReviewDetail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VersionStateChange" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "fromState" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL,
    "actorUserId" TEXT,

    CONSTRAINT "VersionStateChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VersionReviewDetail_versionId_key" ON "VersionReviewDetail"("versionId");

-- CreateIndex
CREATE INDEX "VersionStateChange_versionId_at_idx" ON "VersionStateChange"("versionId", "at");

-- AddForeignKey
ALTER TABLE "VersionReviewDetail" ADD CONSTRAINT "VersionReviewDetail_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "AppVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VersionStateChange" ADD CONSTRAINT "VersionStateChange_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "AppVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VersionStateChange" ADD CONSTRAINT "VersionStateChange_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
