import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getSales } from "@/lib/sales/get-sales";
import * as sales from "@/lib/sales/operations";

// GET /api/apps/{appId}/analytics/sales?from=&to= – units and proceeds by day and territory, totals per currency
export const GET = handle(sales.getSales, async ({ user, params, query }) => ok(await getSales(user.id, params.appId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
