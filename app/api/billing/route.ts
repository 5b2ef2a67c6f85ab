import { handle } from "@/lib/api/handler";
import * as billing from "@/lib/billing/operations";
import { getBilling } from "@/lib/billing/read-billing";
import { ok } from "@/lib/http/reply";

// GET /api/billing – the personal team's plan and subscription
export const GET = handle(billing.getBilling, async ({ user }) => ok(await getBilling(user.id)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
