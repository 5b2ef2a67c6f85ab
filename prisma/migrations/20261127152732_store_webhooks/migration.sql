-- CreateTable
CREATE TABLE "StoreWebhook" (
    "appId" TEXT NOT NULL,
    "storeId" TEXT,
    "secretSealed" TEXT,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "lastDeliveryAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoreWebhook_pkey" PRIMARY KEY ("appId")
);

-- CreateTable
CREATE TABLE "StoreWebhookDelivery" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "resourceType" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "oldValue" TEXT,
    "newValue" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "StoreWebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoreWebhookDelivery_appId_eventId_key" ON "StoreWebhookDelivery"("appId", "eventId");

-- AddForeignKey
ALTER TABLE "StoreWebhook" ADD CONSTRAINT "StoreWebhook_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreWebhookDelivery" ADD CONSTRAINT "StoreWebhookDelivery_appId_fkey" FOREIGN KEY ("appId") REFERENCES "StoreWebhook"("appId") ON DELETE CASCADE ON UPDATE CASCADE;
