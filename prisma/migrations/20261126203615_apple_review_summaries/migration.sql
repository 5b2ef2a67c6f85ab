-- CreateTable
CREATE TABLE "AppleReviewSummary" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "territory" TEXT,
    "locale" TEXT,
    "text" TEXT NOT NULL,
    "storeCreatedAt" TIMESTAMP(3),

    CONSTRAINT "AppleReviewSummary_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AppleReviewSummary_appId_storeId_key" ON "AppleReviewSummary"("appId", "storeId");

-- AddForeignKey
ALTER TABLE "AppleReviewSummary" ADD CONSTRAINT "AppleReviewSummary_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
