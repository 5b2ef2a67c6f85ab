-- The embedded runner no longer does step.waitForEvent, step.invoke or singleton (no function
-- used them). A run asleep while this is applied loses its pending sleep step: at its runAt the
-- SDK asks for the sleep again, and a step.sleepUntil whose time has passed ends at once.

-- DropIndex
DROP INDEX "Job_singletonKey_status_idx";

-- DropIndex
DROP INDEX "Job_waitEvent_status_idx";

-- AlterTable
ALTER TABLE "Job" DROP COLUMN "parentJobId",
DROP COLUMN "parentStepId",
DROP COLUMN "singletonKey",
DROP COLUMN "wait",
DROP COLUMN "waitEvent";
