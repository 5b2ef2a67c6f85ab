import { handle } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";
import * as push from "@/lib/push/operations";
import { deletePushSubscription } from "@/lib/push/subscriptions";

// DELETE /api/push/subscriptions/{id} – remove one of the user's subscriptions
export const DELETE = handle(push.deletePushSubscription, async ({ user, params }) => {
  await deletePushSubscription(user.id, params.id);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
