-- AlterTable
ALTER TABLE "AppVersion" ADD COLUMN     "releaseGuardTrippedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "rationale" TEXT;

-- AlterTable
ALTER TABLE "VersionStateChange" ADD COLUMN     "note" TEXT,
ADD COLUMN     "subject" TEXT NOT NULL DEFAULT 'version';

-- CreateTable
CREATE TABLE "ReleaseGuard" (
    "appId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "action" TEXT NOT NULL DEFAULT 'propose',
    "lowRatingPercent" INTEGER NOT NULL DEFAULT 30,
    "minimumReviews" INTEGER NOT NULL DEFAULT 5,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReleaseGuard_pkey" PRIMARY KEY ("appId")
);

-- AddForeignKey
ALTER TABLE "ReleaseGuard" ADD CONSTRAINT "ReleaseGuard_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseGuard" ADD CONSTRAINT "ReleaseGuard_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
