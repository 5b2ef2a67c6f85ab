-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'sleeping', 'completed', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "functionId" TEXT NOT NULL,
    "queueName" TEXT NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "event" JSONB NOT NULL,
    "payload" JSONB NOT NULL,
    "result" JSONB,
    "error" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "currentAttempt" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 4,
    "runAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "concurrencyKey" TEXT,
    "concurrencyLimit" INTEGER,
    "singletonKey" TEXT,
    "waitEvent" TEXT,
    "wait" JSONB,
    "parentJobId" TEXT,
    "parentStepId" TEXT,
    "retryOfId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobStep" (
    "jobId" TEXT NOT NULL,
    "stepId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "op" TEXT NOT NULL,
    "position" INTEGER,
    "data" JSONB,
    "error" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobStep_pkey" PRIMARY KEY ("jobId","stepId")
);

-- CreateTable
CREATE TABLE "JobLog" (
    "id" BIGSERIAL NOT NULL,
    "jobId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "stepName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "ts" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobQueue" (
    "name" TEXT NOT NULL,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobQueue_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "CronSchedule" (
    "functionId" TEXT NOT NULL,
    "cron" TEXT NOT NULL,
    "nextRunAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CronSchedule_pkey" PRIMARY KEY ("functionId","cron")
);

-- CreateIndex
CREATE INDEX "Job_status_runAt_idx" ON "Job"("status", "runAt");

-- CreateIndex
CREATE INDEX "Job_waitEvent_status_idx" ON "Job"("waitEvent", "status");

-- CreateIndex
CREATE INDEX "Job_concurrencyKey_status_idx" ON "Job"("concurrencyKey", "status");

-- CreateIndex
CREATE INDEX "Job_singletonKey_status_idx" ON "Job"("singletonKey", "status");

-- CreateIndex
CREATE INDEX "Job_createdAt_id_idx" ON "Job"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Job_queueName_createdAt_idx" ON "Job"("queueName", "createdAt");

-- CreateIndex
CREATE INDEX "JobLog_jobId_id_idx" ON "JobLog"("jobId", "id");

-- CreateIndex
CREATE INDEX "JobEvent_processedAt_createdAt_idx" ON "JobEvent"("processedAt", "createdAt");

-- CreateIndex
CREATE INDEX "CronSchedule_nextRunAt_idx" ON "CronSchedule"("nextRunAt");

-- AddForeignKey
ALTER TABLE "JobStep" ADD CONSTRAINT "JobStep_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobLog" ADD CONSTRAINT "JobLog_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
