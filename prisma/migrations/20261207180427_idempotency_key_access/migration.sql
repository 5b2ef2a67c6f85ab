-- DropIndex
DROP INDEX "IdempotencyKey_userId_key_key";

-- AlterTable: keys kept before were not told apart by access. They are the session's: a session
-- may do whatever its account's tokens may, so replaying one of them to it shows nothing new.
ALTER TABLE "IdempotencyKey" ADD COLUMN     "access" TEXT NOT NULL DEFAULT 'session';
ALTER TABLE "IdempotencyKey" ALTER COLUMN "access" DROP DEFAULT;

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_userId_access_key_key" ON "IdempotencyKey"("userId", "access", "key");
