/**
 * The Inngest client's `fetch` in embedded mode: `inngest.send()` and `step.sendEvent()` POST
 * events to `{eventBaseUrl}/e/{key}`; here they go to the runner's outbox instead.
 */
export async function outboxFetch(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const { enqueueEvents } = await import("@/lib/events/outbox");
  const ids = await enqueueEvents(JSON.parse(String(init?.body ?? "[]")));
  return Response.json({ ids, status: 200 });
}
