import { handle } from "@/lib/api/handler";
import { created, noContent, ok } from "@/lib/http/reply";
import * as push from "@/lib/push/operations";
import { subscribePush, unsubscribePush } from "@/lib/push/subscriptions";

// POST /api/push/subscribe – register a push subscription (idempotent per endpoint)
export const POST = handle(push.subscribePush, async ({ user, body }) => {
  const result = await subscribePush(user.id, body);
  return result.created ? created(result.subscription) : ok(result.subscription);
});

// DELETE /api/push/subscribe?endpoint= – remove the subscription with that endpoint
export const DELETE = handle(push.unsubscribePush, async ({ user, query }) => {
  await unsubscribePush(user.id, query.endpoint);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
