import { z } from "zod";

import { PLAN_IDS } from "@/lib/billing/plans";
import { timestamp } from "@/lib/http/schemas";

export const FEATURES = ["apps", "sync_interval", "manual_syncs", "agent_actions", "ai_tokens"] as const;

export const usage = z
  .object({
    teamId: z.string().describe("The team whose plan and counters these are."),
    plan: z.object({ id: z.enum(PLAN_IDS), name: z.string() }),
    period: z.object({ start: timestamp, end: timestamp }).describe("The current UTC calendar month (end exclusive)."),
    items: z.array(
      z.object({
        feature: z.enum(FEATURES),
        used: z
          .number()
          .int()
          .describe("Units used in the current period; apps registered now; for `sync_interval`, the shortest interval set on an app."),
        limit: z
          .number()
          .int()
          .nullable()
          .describe("The plan's limit; null = unlimited. For `sync_interval`, the shortest interval allowed."),
        resetsAt: timestamp
          .nullable()
          .describe("When the count starts again (the next UTC day for `manual_syncs`, month otherwise); null when not periodic."),
      }),
    ),
  })
  .meta({ id: "Usage" });
