-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "propsSealed" TEXT;
