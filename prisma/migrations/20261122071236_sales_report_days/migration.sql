-- CreateTable
CREATE TABLE "SalesReportDay" (
    "appId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "hasSales" BOOLEAN NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalesReportDay_pkey" PRIMARY KEY ("appId","date")
);

-- AddForeignKey
ALTER TABLE "SalesReportDay" ADD CONSTRAINT "SalesReportDay_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
