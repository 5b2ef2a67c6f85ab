import { handle } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { ok } from "@/lib/http/reply";
import * as push from "@/lib/push/operations";

// GET /api/push/vapid-key – the VAPID public key for pushManager.subscribe
export const GET = handle(push.getVapidKey, async () => ok({ publicKey: env().secrets.VAPID_PUBLIC_KEY }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
