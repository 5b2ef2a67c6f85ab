-- AlterTable
ALTER TABLE "App" ADD COLUMN     "syncFailureNotifiedAt" TIMESTAMP(3);
