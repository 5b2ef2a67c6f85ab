import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listPushSubscriptions } from "@/lib/push/operations";
import { listSubscriptions } from "@/lib/push/subscriptions";

// GET /api/push/subscriptions – the user's push subscriptions
export const GET = handle(listPushSubscriptions, async ({ user }) => ok({ items: await listSubscriptions(user.id) }));
