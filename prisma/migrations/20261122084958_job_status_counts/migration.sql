-- CreateTable
CREATE TABLE "JobStatusCount" (
    "status" "JobStatus" NOT NULL,
    "count" BIGINT NOT NULL,

    CONSTRAINT "JobStatusCount_pkey" PRIMARY KEY ("status")
);

-- CreateTable
CREATE TABLE "JobStatusDelta" (
    "id" BIGSERIAL NOT NULL,
    "status" "JobStatus" NOT NULL,
    "delta" BIGINT NOT NULL,

    CONSTRAINT "JobStatusDelta_pkey" PRIMARY KEY ("id")
);

-- Written by hand (Prisma does not model triggers): every change to "Job" appends its effect on
-- the counts by status to "JobStatusDelta". Appending never waits on another transaction, unlike
-- updating shared counter rows. lib/jobs/status-counts.ts reads and compacts them.
CREATE FUNCTION "job_status_delta_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JobStatusDelta" ("status", "delta") SELECT "status", count(*) FROM "inserted_jobs" GROUP BY "status";
  RETURN NULL;
END $$;

CREATE FUNCTION "job_status_delta_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JobStatusDelta" ("status", "delta") SELECT "status", -count(*) FROM "deleted_jobs" GROUP BY "status";
  RETURN NULL;
END $$;

CREATE FUNCTION "job_status_delta_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JobStatusDelta" ("status", "delta") VALUES (OLD."status", -1), (NEW."status", 1);
  RETURN NULL;
END $$;

CREATE FUNCTION "job_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "JobStatusDelta";
  DELETE FROM "JobStatusCount";
  RETURN NULL;
END $$;

CREATE TRIGGER "Job_status_delta_insert" AFTER INSERT ON "Job"
  REFERENCING NEW TABLE AS "inserted_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "job_status_delta_insert"();
CREATE TRIGGER "Job_status_delta_delete" AFTER DELETE ON "Job"
  REFERENCING OLD TABLE AS "deleted_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "job_status_delta_delete"();
CREATE TRIGGER "Job_status_delta_update" AFTER UPDATE OF "status" ON "Job"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "job_status_delta_update"();
CREATE TRIGGER "Job_status_counts_reset" AFTER TRUNCATE ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_status_counts_reset"();

-- The jobs there already (this migration runs in one transaction, and CREATE TRIGGER has locked
-- "Job" against writes until it commits, so none is counted twice or missed).
INSERT INTO "JobStatusCount" ("status", "count") SELECT "status", count(*) FROM "Job" GROUP BY "status";
