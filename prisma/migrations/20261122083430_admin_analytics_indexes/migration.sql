-- CreateIndex
CREATE INDEX "AgentAction_createdAt_id_idx" ON "AgentAction"("createdAt", "id");

-- CreateIndex
CREATE INDEX "App_syncStatus_idx" ON "App"("syncStatus");

-- CreateIndex
CREATE INDEX "CustomerReview_responseStoreId_idx" ON "CustomerReview"("responseStoreId");

-- CreateIndex
CREATE INDEX "SyncTask_createdAt_id_idx" ON "SyncTask"("createdAt", "id");
