-- AlterTable
ALTER TABLE "StoreKeyBudget" ADD COLUMN     "backgroundClaims" INTEGER NOT NULL DEFAULT 0;
