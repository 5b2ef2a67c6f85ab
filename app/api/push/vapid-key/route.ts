import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as push from "@/lib/push/operations";
import { getVapidKey } from "@/lib/push/subscriptions";

// GET /api/push/vapid-key – the VAPID public key for pushManager.subscribe
export const GET = handle(push.getVapidKey, async () => ok(getVapidKey()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
