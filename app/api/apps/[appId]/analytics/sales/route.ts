import { getSales as getSalesOperation } from "@/lib/analytics/operations";
import { getSales } from "@/lib/analytics/get-sales";
import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/analytics/sales?from=&to= – units and proceeds by day and territory, totals per currency
export const GET = handle(getSalesOperation, async ({ user, params, query }) => ok(await getSales(user.id, params.appId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
