import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import {
  jobDetail,
  jobIdParams,
  jobStats,
  jobSummary,
  listJobsQuery,
  outboxStatusSchema,
  queueInfo,
  queueParams,
  statsQuery,
} from "./schemas";

const tags: ["Jobs (admin)"] = ["Jobs (admin)"];

export const listJobs = defineOperation({
  operationId: "adminListJobs",
  method: "get",
  path: "/admin/jobs",
  summary: "List jobs",
  description: "Newest first. Filters combine; `search` matches the job id or any text in the payload.",
  tags,
  access: "admin",
  query: listJobsQuery,
  responses: { 200: { description: "A page of jobs", schema: pageSchema(jobSummary) } },
});

export const getJob = defineOperation({
  operationId: "adminGetJob",
  method: "get",
  path: "/admin/jobs/{jobId}",
  summary: "A job with its steps and logs",
  tags,
  access: "admin",
  params: jobIdParams,
  errors: ["not_found"],
  responses: { 200: { description: "The job", schema: jobDetail } },
});

export const getJobStats = defineOperation({
  operationId: "adminGetJobStats",
  method: "get",
  path: "/admin/jobs/stats",
  summary: "Job statistics per day and queue, for charts",
  description: "Counts by status, mean and p95 duration of finished jobs, per UTC day (of creation) and queue.",
  tags,
  access: "admin",
  bound: "one entry per day and queue of the days asked, at most 90",
  query: statsQuery,
  responses: { 200: { description: "Statistics", schema: jobStats } },
});

export const listQueues = defineOperation({
  operationId: "adminListJobQueues",
  method: "get",
  path: "/admin/jobs/queues",
  summary: "Queue names, for filtering, with their paused state",
  tags,
  access: "admin",
  bound: "one per kind of background job, a fixed set",
  responses: { 200: { description: "Every queue", schema: z.object({ items: z.array(queueInfo) }) } },
});

export const retryJob = defineOperation({
  operationId: "adminRetryJob",
  method: "post",
  path: "/admin/jobs/{jobId}/retry",
  summary: "Retry a failed job",
  description:
    "Runs the job's function again with the original payload: a new job (and event) linked by `retryOfId`, in one transaction with reopening what the job was about (a failed sync task, email or screenshot upload, an agent left in error) and resuming its queue if it was paused; a screenshot upload whose set another upload has taken since answers `409 upload_in_progress`. With an Inngest server, the event is sent to it and the run it starts fills in the new job; runs of Inngest's own events (schedules, failure handlers) answer `409 job_not_retriable` there.",
  tags,
  access: "admin",
  idempotent: true,
  params: jobIdParams,
  errors: ["not_found", "job_not_failed", "job_not_retriable", "upload_in_progress"],
  responses: { 201: { description: "The new job", schema: jobSummary } },
});

export const pauseQueue = defineOperation({
  operationId: "adminPauseJobQueue",
  method: "post",
  path: "/admin/jobs/queues/{queueName}/pause",
  summary: "Pause a queue",
  description:
    "A paused queue keeps accepting jobs but starts none until resumed. Runs in progress finish their current step. Applies to the embedded runner; with an Inngest server, pause the function in Inngest's dashboard. " +
    "Only a queue that exists is paused: a served function's, or one that has jobs (`GET /admin/jobs/queues` lists them); any other name answers `404`.",
  tags,
  access: "admin",
  params: queueParams,
  responses: { 200: { description: "The queue", schema: queueInfo } },
});

export const resumeQueue = defineOperation({
  operationId: "adminResumeJobQueue",
  method: "post",
  path: "/admin/jobs/queues/{queueName}/resume",
  summary: "Resume a paused queue",
  description: "Only a queue that exists, as for pausing; any other name answers `404`.",
  tags,
  access: "admin",
  params: queueParams,
  responses: { 200: { description: "The queue", schema: queueInfo } },
});

export const getOutbox = defineOperation({
  operationId: "adminGetOutbox",
  method: "get",
  path: "/admin/jobs/outbox",
  summary: "Event delivery: the outbox's lag and failures",
  description:
    "Every event is written to the outbox in the transaction of the data it is about; a drain delivers it: the embedded runner, or the relay to an Inngest server. How many wait, how long the oldest has waited, how many failed to send and why (retried with backoff until delivered).",
  tags,
  access: "admin",
  responses: { 200: { description: "The outbox's delivery status", schema: outboxStatusSchema } },
});
