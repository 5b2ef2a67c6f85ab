/**
 * The Inngest client's `fetch`: `inngest.send()` and `step.sendEvent()` POST events to
 * `{eventBaseUrl}/e/{key}`; here they go to the outbox instead, like every other event, and the
 * outbox's drain (the embedded runner, or the relay to Inngest) delivers them.
 */
export async function outboxFetch(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const [{ db }, { writeOutbox }] = await Promise.all([import("@/lib/db/client"), import("@/lib/events/outbox")]);
  const ids = await writeOutbox(db(), JSON.parse(String(init?.body ?? "[]")));
  return Response.json({ ids, status: 200 });
}
