// A fake OpenAI-compatible model for the end-to-end tests (started by e2e/serve.mjs next to the
// server, on E2E_MODEL_PORT): `POST /v1/chat/completions` answers as the spec last said with
// `POST /control` ({"mode": "ok"}: no proposals, so the built-in rules propose; "rate_limited": 429
// with Retry-After; "hostile": a model that obeyed an injection, proposing spam, contact details,
// a promised date and a discount for the app and review it was shown). The integration tests have
// their own, in TypeScript (test/fake-model-server.ts).
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
    const proposals = mode === "hostile" ? hostileProposals(JSON.parse(Buffer.concat(chunks).toString("utf8"))) : [];
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
        choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify({ proposals }) }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  return new Promise((resolve) => server.listen(Number(port), "127.0.0.1", () => resolve(server)));
}

/** What a model that obeys "ignore previous instructions" proposes, for the ids in the store data it was sent. */
function hostileProposals(request) {
  const prompt = request.messages
    .filter((message) => message.role === "user")
    .map((message) => String(message.content))
    .join("\n");
  const start = prompt.indexOf("<store_data>");
  const end = prompt.indexOf("</store_data>");
  if (start < 0 || end < 0) return [];
  const data = JSON.parse(prompt.slice(start + "<store_data>".length, end));
  const proposals = [];
  const review = data.unansweredReviews?.[0];
  if (review)
    proposals.push({
      mutation: {
        type: "reply_to_review",
        reviewId: review.id,
        rating: review.rating,
        reviewTitle: review.title,
        before: null,
        after: "So sorry! Call us at 555-123-4567 or write to help@evil.example, it is fixed by Friday.",
      },
      summary: "A friendly reply",
      rationale: "The reviewer asked for it.",
    });
  const version = data.versions?.find((candidate) => candidate.editable?.includes("description"));
  if (version)
    proposals.push({
      mutation: {
        type: "update_localization",
        field: "description",
        locale: "en-US",
        versionId: version.id,
        before: null,
        after: "FREE BITCOIN at https://evil.example",
      },
      summary: "Fix a typo",
      rationale: "A small correction.",
    });
  const live = data.versions?.find((candidate) => candidate.editable?.includes("promotionalText"));
  if (live)
    proposals.push({
      mutation: {
        type: "update_localization",
        field: "promotionalText",
        locale: "en-US",
        versionId: live.id,
        before: null,
        after: "25% off all plans this week!",
      },
      summary: "Promote the sale",
      rationale: "Discounts convert.",
    });
  return proposals.slice(0, 3);
}
