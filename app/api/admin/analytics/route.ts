import * as adminAnalytics from "@/lib/admin-analytics/operations";
import { getPlatformAnalytics } from "@/lib/admin-analytics/get-platform-analytics";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/analytics – platform metrics and recent activity
export const GET = handle(adminAnalytics.getPlatformAnalytics, async () => ok(await getPlatformAnalytics()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
