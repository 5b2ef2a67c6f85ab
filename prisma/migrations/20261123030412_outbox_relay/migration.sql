-- AlterTable
ALTER TABLE "JobEvent" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "availableAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "refused" BOOLEAN NOT NULL DEFAULT false;

-- Written by hand (Prisma does not model triggers): wakes the outbox's drains when events are
-- written. One notification per statement, delivered when its transaction commits (PostgreSQL
-- folds identical notifications of one transaction into one). Listeners: platform/jobs/wake.ts;
-- a poll covers a missed notification.
CREATE FUNCTION "job_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('job_outbox', '');
  RETURN NULL;
END $$;

CREATE TRIGGER "JobEvent_notify" AFTER INSERT ON "JobEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_outbox_notify"();
