import { randomBytes, randomUUID } from "node:crypto";

import { Inngest } from "inngest";
import { serve } from "inngest/next";
import { beforeAll, describe, expect, it } from "vitest";

import { jobLogger } from "@/platform/jobs/records/job-logger";
import { databaseReady, db } from "@/lib/db/client";

import { JobRecordMiddleware } from "./record-middleware";
import { callServeHandler, type ServeHandler } from "../sdk-transport";

// An app as it runs with an Inngest server: the middleware records the jobs.
const signingKey = `signkey-test-${randomBytes(32).toString("hex")}`;
const client = new Inngest({ id: "server-mode", isDev: false, signingKey, eventKey: "x", checkpointing: false, logger: jobLogger, middleware: [JobRecordMiddleware] });
const works = client.createFunction({ id: "works", triggers: [{ event: "t/works" }] }, async ({ step, logger }) => {
  logger.info("hello from the function");
  const a = await step.run("a", () => 20);
  return { total: a + (await step.run("b", () => 22)) };
});
const breaks = client.createFunction({ id: "breaks", triggers: [{ event: "t/breaks" }], retries: 1 }, async () => {
  throw new Error("always broken");
});
const handler = serve({ client, functions: [works, breaks] }) as unknown as ServeHandler;

/** Plays the Inngest server: calls the function until it answers with a result or an error. */
async function driveAsServer(fnId: string, runId: string, attempts: number) {
  const event = { name: `t/${fnId}`, data: { appId: "app-1" }, id: randomUUID(), ts: Date.now() };
  const steps: Record<string, unknown> = {};
  const stack: string[] = [];
  for (let attempt = 0, calls = 0; calls < 20; calls++) {
    const answer = await callServeHandler(handler, signingKey, {
      method: "POST",
      query: `?fnId=server-mode-${fnId}&stepId=step`,
      body: { event, events: [event], steps, version: 2, ctx: { run_id: runId, attempt, max_attempts: attempts, disable_immediate_execution: false, stack: { stack, current: stack.length } } },
    });
    if (answer.status === 200) return;
    if (answer.status === 206) {
      const [op] = answer.body as { id: string; data: unknown }[];
      steps[op!.id] = { type: "data", data: op!.data };
      stack.push(op!.id);
      continue;
    }
    if (++attempt >= attempts) return;
  }
}

beforeAll(() => databaseReady());

describe("job records with an Inngest server", () => {
  it("records a completed run with its payload, result and logs", async () => {
    const runId = `01SERVER${randomUUID()}`;
    await driveAsServer("works", runId, 4);
    const job = await db().job.findUniqueOrThrow({ where: { id: runId }, include: { logs: true } });
    expect(job).toMatchObject({ queueName: "works", status: "completed", payload: { appId: "app-1" }, result: { total: 42 }, attempts: 1 });
    expect(job.logs.map((line) => line.message)).toContain("hello from the function");
  });

  it("records retries, then the failure with its error", async () => {
    const runId = `01SERVER${randomUUID()}`;
    await driveAsServer("breaks", runId, 2);
    const job = await db().job.findUniqueOrThrow({ where: { id: runId } });
    expect(job).toMatchObject({ status: "failed", attempts: 2, error: { message: "always broken" } });
    expect(job.finishedAt).not.toBeNull();
  });
});
