import { z } from "zod";

import { AgentStatus, JobStatus, SyncStatus, TicketStatus } from "@/lib/db/generated/enums";
import { timestamp } from "@/lib/http/schemas";

const count = z.number().int().min(0);

/** `{<status>: count}` with every status of the enum, zero when none. */
function countsBy<const Values extends Record<string, string>>(values: Values) {
  return z.object(Object.fromEntries(Object.values(values).map((value) => [value, count])) as Record<Values[keyof Values], typeof count>);
}

const jobCounts = z.object({ total: count, byStatus: countsBy(JobStatus) });

export const platformAnalytics = z
  .object({
    generatedAt: timestamp,
    users: z.object({
      total: count,
      admins: count.describe("Accounts with the admin role, banned ones included."),
      banned: count,
      newLast7Days: count,
      newLast30Days: count,
      byPlan: z
        .object({ free: count, pro: count, business: count })
        .describe("Teams on each plan (plans are the teams'; an account's own is its personal team's), complimentary ones included."),
      payingSubscriptions: count.describe("Teams with a Stripe subscription that is trialing, active or past due."),
    }),
    apps: z.object({
      total: count,
      syncing: count,
      failing: count.describe("Apps whose last sync failed (`syncStatus` `failed`)."),
      bySyncStatus: countsBy(SyncStatus),
    }),
    jobs: jobCounts.extend({ last24Hours: jobCounts.describe("Jobs created in the last 24 hours.") }),
    reviews: z.object({
      total: count,
      unanswered: count.describe("Reviews without a response (as `responded=false` in the reviews list)."),
    }),
    agents: z.object({
      total: count,
      byStatus: countsBy(AgentStatus),
      awaitingApproval: count.describe("Agents with a proposed action waiting for the owner's decision."),
    }),
    tickets: z.object({ total: count, byStatus: countsBy(TicketStatus) }),
    recentActivity: z
      .object({
        registrations: z.array(
          z.object({
            userId: z.string(),
            email: z.string(),
            name: z.string().nullable(),
            role: z.enum(["admin", "user"]),
            createdAt: timestamp,
          }),
        ),
        syncs: z.array(
          z.object({
            taskId: z.string(),
            appId: z.string(),
            appName: z.string(),
            userId: z.string(),
            reason: z.string(),
            status: z.enum(["queued", "running", "succeeded", "failed"]),
            error: z.string().nullable(),
            createdAt: timestamp,
            finishedAt: timestamp.nullable(),
          }),
        ),
        agentActions: z.array(
          z.object({
            actionId: z.string(),
            agentId: z.string(),
            appId: z.string(),
            appName: z.string(),
            kind: z.string(),
            summary: z.string(),
            status: z.string(),
            createdAt: timestamp,
          }),
        ),
        tickets: z.array(
          z.object({
            ticketId: z.string(),
            userId: z.string().nullable().describe("Null when the author deleted their account."),
            userEmail: z.string().nullable(),
            type: z.string(),
            subject: z.string(),
            status: z.enum(Object.values(TicketStatus) as [TicketStatus, ...TicketStatus[]]),
            createdAt: timestamp,
          }),
        ),
      })
      .describe("The latest 10 of each, newest first."),
  })
  .meta({ id: "PlatformAnalytics" });
