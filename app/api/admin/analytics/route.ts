import * as adminAnalytics from "@/lib/admin-analytics/operations";
import { platformAnalytics } from "@/lib/admin-analytics/platform-analytics";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/analytics – platform metrics and recent activity
export const GET = handle(adminAnalytics.getPlatformAnalytics, async () => ok(await platformAnalytics()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
