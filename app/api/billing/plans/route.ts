import { handle } from "@/lib/api/handler";
import * as billing from "@/lib/billing/operations";
import { listPlans } from "@/lib/billing/read-billing";
import { ok } from "@/lib/http/reply";

// GET /api/billing/plans – the plans and their limits
export const GET = handle(billing.listPlans, async () => ok(listPlans()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
