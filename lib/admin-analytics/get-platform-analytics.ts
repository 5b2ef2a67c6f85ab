import "server-only";

import type { z } from "zod";

import { platformCounts } from "./platform-counts";
import { recentActivity } from "./recent-activity";
import type { platformAnalytics as platformAnalyticsSchema } from "./schemas";

/** Platform metrics for the admin dashboard: counts and recent activity, computed in the database. */
export async function getPlatformAnalytics(now = new Date()): Promise<z.input<typeof platformAnalyticsSchema>> {
  const [counts, recent] = await Promise.all([platformCounts(now), recentActivity()]);
  return { generatedAt: now.toISOString(), ...counts, recentActivity: recent };
}
