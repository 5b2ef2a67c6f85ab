import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import type { ApiClient } from "@/test/api-client";
import { runJobs } from "@/test/synced-app";
import { startFakeResend, type FakeResendReply } from "@/test/fake-resend";
import { useApi } from "@/test/use-api";

/**
 * The send-email function with RESEND_API_KEY set, against a fake Resend API on 127.0.0.1:
 * the real SDK and transport run, no network. Each test queues the answers it wants; with
 * none queued the fake accepts the email.
 */
const apiKey = "re_SendEmailTest_7c1d9e2f4a6b8c0d";
const resend = await startFakeResend();
const { recorded } = resend;
// Read once per file, at the first env() call: set before anything runs.
process.env.RESEND_API_KEY = apiKey;
process.env.RESEND_BASE_URL = resend.url;
process.env.EMAIL_FROM = "Publisher Support <support@example.com>";

const resendError = (status: number, name: string, headers?: Record<string, string>): FakeResendReply => ({
  status,
  body: JSON.stringify({ statusCode: status, name, message: `Resend says ${name} (key ${apiKey})` }),
  headers,
});

const api = useApi();
let admin: ApiClient;

beforeAll(async () => {
  admin = api.client();
  const account = await admin.registerAndSignIn();
  await db().user.update({ where: { id: account.id }, data: { role: "admin" } });
  // The admin's own welcome email goes out first.
  await runJobs();
});
afterAll(() => resend.close());
beforeEach(() => {
  recorded.length = 0;
  resend.replies.length = 0;
});

async function queueTestEmail(to = "ops@example.com") {
  const response = await admin.post("/api/admin/send-test-email", { to, template: "test" });
  expect(response.status).toBe(202);
  return response.body.emailId as string;
}

const emailRow = (id: string) => db().emailMessage.findUniqueOrThrow({ where: { id } });

/** Runs the due jobs, then moves the runner's clock past any backoff, `rounds` times. */
async function runRounds(clock: TestClock, rounds: number, stepMs = 15 * 60_000) {
  for (let round = 0; round < rounds; round++) {
    await runJobs(clock);
    clock.advance(stepMs);
  }
}

describe("send-email through Resend", () => {
  it("posts the rendered email with the configured sender and records Resend's id", async () => {
    const emailId = await queueTestEmail();
    await runJobs();
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request!.path).toBe("/emails");
    expect(request!.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request!.headers["idempotency-key"]).toBe(`email-${emailId}`);
    expect(request!.body).toMatchObject({
      from: "Publisher Support <support@example.com>",
      to: "ops@example.com",
      subject: "Test email from App Publishing Service",
      html: expect.stringContaining("ops@example.com"),
      text: expect.stringContaining("Sent to ops@example.com"),
      tags: [{ name: "template", value: "test" }],
    });
    const row = await emailRow(emailId);
    expect(row).toMatchObject({
      status: "sent",
      transport: "resend",
      providerId: `resend-id-${resend.acceptedCount()}`,
      attempts: 1,
      error: null,
    });
    expect((await admin.get(`/api/admin/emails/${emailId}`)).body).toMatchObject({ status: "sent", transport: "resend" });
  });

  it("retries a failing send with backoff, with the same idempotency key, until it succeeds", async () => {
    const emailId = await queueTestEmail();
    resend.replies.push(resendError(500, "internal_server_error"), resendError(503, "application_error"));
    const clock = new TestClock(new Date());

    await runJobs(clock);
    expect(await emailRow(emailId)).toMatchObject({ status: "queued", attempts: 1, error: "resend 500 internal_server_error" });
    clock.advance(15 * 60_000);
    await runJobs(clock);
    expect(await emailRow(emailId)).toMatchObject({ status: "queued", attempts: 2, error: "resend 503 application_error" });
    clock.advance(15 * 60_000);
    await runJobs(clock);

    expect(await emailRow(emailId)).toMatchObject({
      status: "sent",
      attempts: 3,
      error: null,
      providerId: `resend-id-${resend.acceptedCount()}`,
    });
    expect(recorded.map((request) => request.headers["idempotency-key"])).toEqual(Array(3).fill(`email-${emailId}`));
    const [job] = await db().job.findMany({ where: { payload: { path: ["emailId"], equals: emailId } } });
    expect(job).toMatchObject({ status: "completed", attempts: 3 });
  });

  it("waits as long as Resend's Retry-After asks", async () => {
    const emailId = await queueTestEmail();
    resend.replies.push(resendError(429, "rate_limit_exceeded", { "retry-after": "120" }));
    const clock = new TestClock(new Date());
    await runJobs(clock);
    clock.advance(100_000);
    await runJobs(clock);
    expect(recorded).toHaveLength(1);
    expect(await emailRow(emailId)).toMatchObject({ status: "queued", attempts: 1, error: "resend 429 rate_limit_exceeded" });
    clock.advance(30_000);
    await runJobs(clock);
    expect(recorded).toHaveLength(2);
    expect(await emailRow(emailId)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("does not retry a refusal: the email fails at once with a summary, never the provider's text or key", async () => {
    const emailId = await queueTestEmail("refused@example.com");
    resend.replies.push(resendError(422, "validation_error"));
    await runRounds(new TestClock(new Date()), 3);
    expect(recorded).toHaveLength(1);
    const row = await emailRow(emailId);
    expect(row).toMatchObject({ status: "failed", attempts: 1, error: "resend 422 validation_error" });
    const view = await admin.get(`/api/admin/emails/${emailId}`);
    expect(view.body).toMatchObject({ status: "failed", error: "resend 422 validation_error" });
    expect(JSON.stringify(view.body)).not.toContain(apiKey);
  });

  it("gives up after 5 attempts (4 retries) and records the final failure", async () => {
    const emailId = await queueTestEmail();
    for (let attempt = 0; attempt < 6; attempt++) resend.replies.push(resendError(500, "internal_server_error"));
    await runRounds(new TestClock(new Date()), 7);
    expect(recorded).toHaveLength(5);
    expect(await emailRow(emailId)).toMatchObject({
      status: "failed",
      attempts: 5,
      error: "resend 500 internal_server_error",
      sentAt: null,
    });
    const [job] = await db().job.findMany({ where: { payload: { path: ["emailId"], equals: emailId } } });
    expect(job).toMatchObject({ status: "failed", attempts: 5 });
    const failures = await admin.get("/api/admin/emails?status=failed&to=ops@example.com");
    expect(failures.body.items.map((item: { emailId: string }) => item.emailId)).toContain(emailId);
  });
});
