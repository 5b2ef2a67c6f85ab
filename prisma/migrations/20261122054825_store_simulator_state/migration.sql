-- CreateTable
CREATE TABLE "StoreSimulatorState" (
    "id" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoreSimulatorState_pkey" PRIMARY KEY ("id")
);
