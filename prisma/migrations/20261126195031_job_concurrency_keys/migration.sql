-- A run may carry several concurrency limits (Inngest allows two per function): the key and
-- limit columns become arrays, the existing runs' single key and limit carried over.

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "concurrencyKeys" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "concurrencyLimits" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- Carry over the runs' keys (a key without a limit set none)
UPDATE "Job" SET "concurrencyKeys" = ARRAY["concurrencyKey"], "concurrencyLimits" = ARRAY["concurrencyLimit"]
WHERE "concurrencyKey" IS NOT NULL AND "concurrencyLimit" IS NOT NULL;

-- DropIndex
DROP INDEX "Job_concurrencyKey_status_idx";

-- AlterTable
ALTER TABLE "Job" DROP COLUMN "concurrencyKey",
DROP COLUMN "concurrencyLimit";

-- CreateIndex
CREATE INDEX "Job_concurrencyKeys_idx" ON "Job" USING GIN ("concurrencyKeys");
