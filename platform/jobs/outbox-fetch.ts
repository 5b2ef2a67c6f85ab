/**
 * The Inngest client's `fetch`. `inngest.send()` and `step.sendEvent()` POST events to
 * `{eventBaseUrl}/e/{key}`: those go to the outbox instead, like every other event, and the
 * outbox's drain (the embedded runner, or the relay to an Inngest server) delivers them. Every
 * other request of the SDK (registering with a server, its API) goes out unchanged.
 */
export async function outboxFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (method !== "POST" || !/\/e\/[^/]+$/.test(url.pathname)) return fetch(input, init);
  const [{ db }, { writeOutbox }] = await Promise.all([import("@/lib/db/client"), import("@/lib/events/outbox")]);
  const ids = await writeOutbox(db(), JSON.parse(String(init?.body ?? "[]")));
  return Response.json({ ids, status: 200 });
}
