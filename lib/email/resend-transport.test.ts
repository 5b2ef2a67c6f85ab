import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createResendTransport } from "./resend-transport";
import { EmailDeliveryError, type EmailMessage } from "./transport";

/**
 * A fake Resend API on 127.0.0.1: records each request and answers with whatever the test
 * queued, so the real SDK and our mapping of its results run without any network.
 */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Reply {
  /** 0: never answer, like a hung connection. */
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const apiKey = "re_TestKey_5f3c9a7d1e2b4c6a8d0f";
const recorded: Recorded[] = [];
let replies: Reply[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      recorded.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const reply = replies.shift() ?? {
        status: 500,
        body: JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "no reply queued" }),
      };
      if (reply.status === 0) return;
      response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  recorded.length = 0;
  replies = [];
});

const message: EmailMessage = {
  to: "ada@example.com",
  from: "App Publishing Service <no-reply@localhost>",
  subject: "Welcome to App Publishing Service",
  html: "<p>Hello</p>",
  text: "Hello",
  tags: [{ name: "template", value: "welcome" }],
  idempotencyKey: "welcome/user_123",
};

const resendError = (status: number, name: string, text: string, headers?: Record<string, string>): Reply => ({
  status,
  body: JSON.stringify({ statusCode: status, name, message: text }),
  headers,
});

async function sendFailing(reply: Reply): Promise<EmailDeliveryError> {
  replies.push(reply);
  const error = await createResendTransport({ apiKey, baseUrl })
    .send(message)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(EmailDeliveryError);
  return error as EmailDeliveryError;
}

describe("createResendTransport", () => {
  it("posts the message to /emails with the key as a bearer token and returns Resend's id", async () => {
    replies.push({ status: 200, body: JSON.stringify({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" }) });
    const transport = createResendTransport({ apiKey, baseUrl: `${baseUrl}/` });

    const result = await transport.send(message);

    expect(result).toEqual({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
    expect(transport.name).toBe("resend");
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/emails");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["idempotency-key"]).toBe("welcome/user_123");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      from: message.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      tags: [{ name: "template", value: "welcome" }],
    });
  });

  it("maps a 422 validation error to a non-retriable error", async () => {
    const error = await sendFailing(resendError(422, "validation_error", "Invalid `to` field."));
    expect(error).toMatchObject({ transport: "resend", retriable: false, status: 422, reason: "validation_error" });
    expect(error.message).toContain("Invalid `to` field.");
  });

  it.each([
    [429, "rate_limit_exceeded", { "retry-after": "2" }],
    [500, "internal_server_error", undefined],
    [503, "application_error", undefined],
  ])("maps a %i to a retriable error", async (status, name, headers) => {
    const error = await sendFailing(resendError(status, name, "Try again later.", headers));
    expect(error).toMatchObject({ retriable: true, status, reason: name });
    if (headers) expect(error.retryAfterSeconds).toBe(2);
  });

  it("treats a gateway's non-JSON 502 as retriable", async () => {
    const error = await sendFailing({ status: 502, body: "<html>Bad gateway</html>", headers: { "content-type": "text/html" } });
    expect(error).toMatchObject({ retriable: true, status: 502 });
  });

  it("treats an unreachable API as retriable", async () => {
    // A port nothing listens on: bound, then released.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const error = await createResendTransport({ apiKey, baseUrl: `http://127.0.0.1:${deadPort}` })
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(error).toMatchObject({ retriable: true, status: null });
  });

  it("gives up on a hung connection after the timeout, as retriable", async () => {
    replies.push({ status: 0, body: "" });
    const started = Date.now();
    const error = await createResendTransport({ apiKey, baseUrl, timeoutMs: 200 })
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(error).toMatchObject({ retriable: true, status: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("never puts the API key in the error, even when the provider echoes it", async () => {
    for (const reply of [
      resendError(401, "invalid_api_key", `API key ${apiKey} is invalid`),
      resendError(403, "restricted_api_key", `Key "${apiKey}" can only send emails`),
      resendError(500, "internal_server_error", `upstream said: Authorization: Bearer ${apiKey}`),
    ]) {
      const error = await sendFailing(reply);
      const serialized = [error.message, error.stack ?? "", JSON.stringify(error), String(error)].join("\n");
      expect(serialized).not.toContain(apiKey);
      expect(serialized).not.toContain(apiKey.slice(3));
      expect(error.message).toContain("[redacted]");
    }
    expect(recorded).toHaveLength(3);
  });

  it("does not expose the key on the transport object", () => {
    const transport = createResendTransport({ apiKey, baseUrl });
    expect(JSON.stringify(transport)).not.toContain(apiKey);
    expect(Object.values(transport).map(String).join()).not.toContain(apiKey);
  });

  it("refuses to start without a key instead of reading the environment", () => {
    process.env.RESEND_API_KEY = "re_from_environment_should_not_be_used";
    try {
      expect(() => createResendTransport({ apiKey: "", baseUrl })).toThrow(/API key/);
    } finally {
      delete process.env.RESEND_API_KEY;
    }
  });
});
