-- AlterTable
ALTER TABLE "AgentAction" ADD COLUMN     "subject" JSONB;

-- CreateTable
CREATE TABLE "StoreRevision" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "resourceId" TEXT,
    "locale" TEXT,
    "field" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "authorKind" TEXT NOT NULL,
    "userId" TEXT,
    "agentActionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoreRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StoreRevision_appId_createdAt_id_idx" ON "StoreRevision"("appId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "StoreRevision" ADD CONSTRAINT "StoreRevision_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
