import { getDailySales } from "@/lib/analytics/get-daily-sales";
import { getDailySales as getDailySalesOperation } from "@/lib/analytics/operations";
import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/analytics/sales/daily – units and proceeds per day, summed over territories
export const GET = handle(getDailySalesOperation, async ({ user, params, query }) => ok(await getDailySales(user.id, params.appId, query)));
