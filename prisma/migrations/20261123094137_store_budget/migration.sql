-- AlterEnum
ALTER TYPE "SyncStatus" ADD VALUE 'waiting';

-- AlterTable
ALTER TABLE "App" ADD COLUMN     "syncResumesAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "StoreKeyBudget" (
    "keyIdentity" TEXT NOT NULL,
    "limit" INTEGER NOT NULL,
    "remaining" INTEGER NOT NULL,
    "observedAt" TIMESTAMP(3) NOT NULL,
    "inFlight" INTEGER NOT NULL DEFAULT 0,
    "claims" INTEGER NOT NULL DEFAULT 0,
    "windowStartedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoreKeyBudget_pkey" PRIMARY KEY ("keyIdentity")
);
