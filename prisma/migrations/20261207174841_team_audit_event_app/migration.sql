-- AlterTable
ALTER TABLE "TeamAuditEvent" ADD COLUMN     "appId" TEXT;

-- Entries written before name their app only in their data.
UPDATE "TeamAuditEvent" SET "appId" = "data"->>'appId' WHERE jsonb_typeof("data"->'appId') = 'string';
