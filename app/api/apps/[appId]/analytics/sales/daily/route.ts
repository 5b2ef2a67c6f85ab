import { getDailySales } from "@/lib/sales/get-daily-sales";
import { getDailySales as getDailySalesOperation } from "@/lib/sales/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/analytics/sales/daily – units and proceeds per day, summed over territories
export const GET = handle(getDailySalesOperation, async ({ user, params, query }) => ok(await getDailySales(user.id, params.appId, query)));
