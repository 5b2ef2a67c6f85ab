// A fake OpenAI-compatible model for the end-to-end tests (started by e2e/serve.mjs next to the
// server, on E2E_MODEL_PORT): `POST /v1/chat/completions` answers as the spec last said with
// `POST /control` ({"mode": "ok"} — no proposals, so the built-in rules propose — or {"mode":
// "rate_limited"} — 429 with Retry-After). The integration tests have their own, in TypeScript
// (test/fake-model-server.ts).
import { createServer } from "node:http";

export function startFakeModel(port) {
  let mode = "ok";
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    if (request.method === "POST" && request.url === "/control") {
      mode = JSON.parse(Buffer.concat(chunks).toString("utf8")).mode;
      response.writeHead(204).end();
      return;
    }
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    if (mode === "rate_limited") {
      response.writeHead(429, { "content-type": "application/json", "retry-after": "2" });
      response.end(JSON.stringify({ error: { message: "Rate limit reached for requests", type: "rate_limit", code: "429" } }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "chatcmpl-e2e",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: "e2e-fake",
        choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify({ proposals: [] }) }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  return new Promise((resolve) => server.listen(Number(port), "127.0.0.1", () => resolve(server)));
}
