-- AlterTable
ALTER TABLE "Agent" ADD COLUMN     "runRequestedAt" TIMESTAMP(3),
ADD COLUMN     "tickRequestedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "AgentAction_status_createdAt_idx" ON "AgentAction"("status", "createdAt");
