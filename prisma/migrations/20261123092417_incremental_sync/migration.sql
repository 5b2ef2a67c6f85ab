-- AlterTable
ALTER TABLE "App" ADD COLUMN     "nextFullPassAt" TIMESTAMP(3);
