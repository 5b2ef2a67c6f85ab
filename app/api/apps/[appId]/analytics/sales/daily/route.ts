import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getDailySales } from "@/lib/sales/get-daily-sales";
import * as sales from "@/lib/sales/operations";

// GET /api/apps/{appId}/analytics/sales/daily – units and proceeds per day, summed over territories
export const GET = handle(sales.getDailySales, async ({ user, params, query }) => ok(await getDailySales(user.id, params.appId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
