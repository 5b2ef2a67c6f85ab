import { randomBytes, randomUUID } from "node:crypto";

import { Inngest } from "inngest";
import { serve } from "inngest/next";
import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";

import { jobIdForEvent } from "@/lib/events/job-ids";
import { callServeHandler, type ServeHandler } from "../sdk-transport";
import { jobLogger } from "./job-logger";
import { JobRecordMiddleware } from "./record-middleware";

// An app as it runs with an Inngest server: the middleware records the jobs.
const signingKey = `signkey-test-${randomBytes(32).toString("hex")}`;
const client = new Inngest({
  id: "server-mode",
  isDev: false,
  signingKey,
  eventKey: "x",
  checkpointing: false,
  logger: jobLogger,
  middleware: [JobRecordMiddleware],
});
const works = client.createFunction({ id: "works", triggers: [{ event: "t/works" }] }, async ({ step, logger }) => {
  logger.info("hello from the function");
  const a = await step.run("a", () => 20);
  return { total: a + (await step.run("b", () => 22)) };
});
const breaks = client.createFunction({ id: "breaks", triggers: [{ event: "t/breaks" }], retries: 1 }, async () => {
  throw new Error("always broken");
});
const handler = serve({ client, functions: [works, breaks] }) as unknown as ServeHandler;

/**
 * Plays the Inngest server: calls the function until it answers with a result or an error.
 * Returns the id of the job the run is recorded as.
 */
async function driveAsServer(fnId: string, runId: string, attempts: number, eventId: string | null = randomUUID()) {
  const event = { name: `t/${fnId}`, data: { appId: "app-1" }, id: eventId ?? undefined, ts: Date.now() };
  const steps: Record<string, unknown> = {};
  const stack: string[] = [];
  for (let attempt = 0, calls = 0; calls < 20; calls++) {
    const answer = await callServeHandler(handler, signingKey, {
      method: "POST",
      query: `?fnId=server-mode-${fnId}&stepId=step`,
      body: {
        event,
        events: [event],
        steps,
        version: 2,
        ctx: {
          run_id: runId,
          attempt,
          max_attempts: attempts,
          disable_immediate_execution: false,
          stack: { stack, current: stack.length },
        },
      },
    });
    if (answer.status === 200) break;
    if (answer.status === 206) {
      const [op] = answer.body as { id: string; data: unknown }[];
      steps[op!.id] = { type: "data", data: op!.data };
      stack.push(op!.id);
      continue;
    }
    if (++attempt >= attempts) break;
  }
  return eventId ? jobIdForEvent(`server-mode-${fnId}`, eventId) : runId;
}

beforeAll(() => databaseReady());

describe("job records with an Inngest server", () => {
  it("records a completed run under its function and event, with its payload, result and logs", async () => {
    const jobId = await driveAsServer("works", `01SERVER${randomUUID()}`, 4);
    const job = await db().job.findUniqueOrThrow({
      where: { id: jobId },
      include: { logs: true, steps: { orderBy: { createdAt: "asc" } } },
    });
    expect(job).toMatchObject({
      functionId: "server-mode-works",
      queueName: "works",
      status: "completed",
      payload: { appId: "app-1" },
      result: { total: 42 },
      attempts: 1,
    });
    expect(job.steps.map((step) => [step.name, step.op, step.completedAt !== null])).toEqual([
      ["a", "StepRun", true],
      ["b", "StepRun", true],
    ]);
    expect(job.startedAt).not.toBeNull();
    expect(job.logs.map((line) => line.message)).toContain("hello from the function");
  });

  it("records retries, then the failure with its error", async () => {
    const jobId = await driveAsServer("breaks", `01SERVER${randomUUID()}`, 2);
    const job = await db().job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({ status: "failed", attempts: 2, error: { message: "always broken" } });
    expect(job.finishedAt).not.toBeNull();
  });

  it("fills in a job record written before the run started (an admin's retry), keyed by function and event", async () => {
    const eventId = randomUUID();
    const jobId = jobIdForEvent("server-mode-works", eventId);
    await db().job.create({
      data: {
        id: jobId,
        functionId: "server-mode-works",
        queueName: "works",
        event: { name: "t/works", id: eventId },
        payload: { appId: "app-1" },
        retryOfId: "the-failed-one",
      },
    });
    await driveAsServer("works", `01SERVER${randomUUID()}`, 4, eventId);
    expect(await db().job.count({ where: { payload: { path: ["appId"], equals: "app-1" }, retryOfId: "the-failed-one" } })).toBe(1);
    const job = await db().job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({ status: "completed", result: { total: 42 }, retryOfId: "the-failed-one", attempts: 1 });
  });

  it("records a run whose event has no id under Inngest's run id", async () => {
    const runId = `01SERVER${randomUUID()}`;
    expect(await driveAsServer("works", runId, 4, null)).toBe(runId);
    expect(await db().job.findUniqueOrThrow({ where: { id: runId } })).toMatchObject({ status: "completed" });
  });
});
