-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('owner', 'admin', 'developer', 'marketing', 'support', 'finance', 'viewer');

-- DropIndex
DROP INDEX "App_userId_storeId_key";

-- AlterTable (NOT NULL once every app has its team, below)
ALTER TABLE "App" ADD COLUMN     "teamId" TEXT;

-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "personal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "teamId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "TeamRole" NOT NULL,
    "allApps" BOOLEAN NOT NULL DEFAULT true,
    "appIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("teamId","userId")
);

-- Every existing account gets its personal team, as registration now makes one, with the
-- account as its owner; its apps move into it. The team's id is derived from the account's, so
-- the step is the same on every database.
INSERT INTO "Team" ("id", "name", "personal", "createdAt", "updatedAt")
SELECT md5('personal-team:' || "id")::uuid::text, 'Personal', true, "createdAt", CURRENT_TIMESTAMP FROM "User";

INSERT INTO "TeamMember" ("teamId", "userId", "role", "createdAt", "updatedAt")
SELECT md5('personal-team:' || "id")::uuid::text, "id", 'owner', "createdAt", CURRENT_TIMESTAMP FROM "User";

UPDATE "App" SET "teamId" = md5('personal-team:' || "userId")::uuid::text;

ALTER TABLE "App" ALTER COLUMN "teamId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "Team_createdAt_id_idx" ON "Team"("createdAt", "id");

-- CreateIndex
CREATE INDEX "TeamMember_userId_idx" ON "TeamMember"("userId");

-- CreateIndex
CREATE INDEX "App_teamId_updatedAt_idx" ON "App"("teamId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "App_teamId_storeId_key" ON "App"("teamId", "storeId");

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "App" ADD CONSTRAINT "App_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
