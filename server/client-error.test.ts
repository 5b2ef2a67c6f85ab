import http from "node:http";
import net, { type AddressInfo } from "node:net";

import { afterEach, expect, it } from "vitest";

import { ERROR_CODES } from "@/lib/http/error-codes";

import { CLIENT_ERRORS, configureServer, MALFORMED } from "./node-hooks.mjs";

// What Node's parser refuses never reaches a route; the server still answers it as the API
// answers every error: problem details with a stable code, not Node's empty body.

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Sends raw bytes to a configured server; resolves with everything it answered before closing. */
async function rawExchange(request: string): Promise<string> {
  server = http.createServer((_, response) => response.end("ok"));
  configureServer(server);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

function problemIn(answer: string) {
  const [head, body] = answer.split("\r\n\r\n");
  return {
    statusLine: head!.split("\r\n")[0],
    head: head!,
    problem: JSON.parse(body!) as { status: number; code: string; detail: string },
  };
}

it("answers headers past Node's limit with a 431 problem", async () => {
  const answer = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  const { statusLine, head, problem } = problemIn(answer);
  expect(statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
  expect(head).toMatch(/content-type: application\/problem\+json/i);
  expect(problem).toMatchObject({ status: 431, code: "request_header_too_large" });
  expect(problem.detail).toMatch(/headers are larger/);
});

it("answers what is not HTTP with a 400 problem", async () => {
  const { statusLine, problem } = problemIn(await rawExchange("NOT HTTP AT ALL\r\n\r\n"));
  expect(statusLine).toBe("HTTP/1.1 400 Bad Request");
  expect(problem).toMatchObject({ status: 400, code: "malformed_request" });
});

it("answers with codes of the API's one table, at the statuses it gives them", () => {
  for (const { code, status } of [...Object.values(CLIENT_ERRORS), MALFORMED]) {
    expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, code).toBe(status);
  }
});
