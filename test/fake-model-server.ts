import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible chat completions endpoint (`POST /v1/chat/completions`) over real HTTP, for
 * driving the model brain (`AGENT_MODEL=openai-compatible:<model>`, `AGENT_BASE_URL=<url>/v1`) with
 * the answers a test scripts: proposals (hostile ones included), text that is not JSON, a wrong
 * shape, an error status with the provider's message, or no answer at all.
 */

export type FakeAnswer =
  /** The model's structured output: `{ proposals }` as the brain's schema wants it (or any shape). */
  | { output: unknown }
  /** Raw content in the assistant message (garbage, half a JSON). */
  | { content: string }
  /** An error from the provider, with its body and headers (e.g. 429 with `retry-after`). */
  | { status: number; error?: string; headers?: Record<string, string> }
  /** No answer: the request hangs until the client gives up. */
  | { hang: true };

interface FakeModelServer {
  /** The base URL for AGENT_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Answers for the next requests, in order; when they run out, `fallback` answers. */
  script(...answers: FakeAnswer[]): void;
  /** What every request gets once the script is used up (default: no proposals). */
  fallback: FakeAnswer;
  /** The bodies of the requests received (the prompt the model saw). */
  requests: { messages: { role: string; content: unknown }[]; [key: string]: unknown }[];
  close(): Promise<void>;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const queue: FakeAnswer[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: FakeModelServer = {
    baseUrl: "",
    script: (...answers) => void queue.push(...answers),
    fallback: { output: { proposals: [] } },
    requests: [],
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    fake.requests.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    const answer = queue.shift() ?? fake.fallback;
    if ("hang" in answer) {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    if ("status" in answer) {
      response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      response.end(JSON.stringify({ error: { message: answer.error ?? "error", type: "error", code: String(answer.status) } }));
      return;
    }
    const content = "content" in answer ? answer.content : JSON.stringify(answer.output);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${fake.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: "fake",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
