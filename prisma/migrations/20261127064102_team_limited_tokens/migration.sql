-- AlterTable
ALTER TABLE "PersonalAccessToken" ADD COLUMN     "teamId" TEXT;

-- CreateIndex
CREATE INDEX "PersonalAccessToken_teamId_idx" ON "PersonalAccessToken"("teamId");

-- AddForeignKey
ALTER TABLE "PersonalAccessToken" ADD CONSTRAINT "PersonalAccessToken_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
