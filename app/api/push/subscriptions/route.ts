import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as push from "@/lib/push/operations";
import { listPushSubscriptions } from "@/lib/push/subscriptions";

// GET /api/push/subscriptions – the user's push subscriptions
export const GET = handle(push.listPushSubscriptions, async ({ user }) => ok({ items: await listPushSubscriptions(user.id) }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
