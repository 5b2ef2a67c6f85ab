-- AlterTable
ALTER TABLE "Preview" ADD COLUMN     "posterHeight" INTEGER,
ADD COLUMN     "posterWidth" INTEGER;
