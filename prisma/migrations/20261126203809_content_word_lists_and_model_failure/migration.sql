-- AlterTable
ALTER TABLE "Agent" ADD COLUMN     "modelFailure" JSONB,
ADD COLUMN     "modelRetryAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "App" ADD COLUMN     "competitorNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "forbiddenWords" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "requiredWords" TEXT[] DEFAULT ARRAY[]::TEXT[];
