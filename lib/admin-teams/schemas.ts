import { z } from "zod";

import { PLAN_IDS } from "@/lib/billing/plans";
import { SUBSCRIPTION_STATUSES } from "@/lib/billing/schemas";
import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";
import { teamRole } from "@/lib/teams/schemas";

export const listTeamsQuery = paginationQuery.extend({
  search: z.string().trim().min(1).max(100).optional().describe("Text in the team's name or a member's email, case-insensitively."),
});

export const adminTeam = z
  .object({
    id: z.string(),
    name: z.string(),
    personal: z.boolean(),
    plan: z.string().describe("The name of the plan whose limits the team has."),
    planId: z.enum(PLAN_IDS),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).describe("The team's Stripe subscription; `none` for free or complimentary plans."),
    apps: z.number().int(),
    pendingInvitations: z.number().int(),
    members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string().nullable(), role: teamRole })),
    createdAt: timestamp,
  })
  .meta({ id: "AdminTeam" });

export const adminTeamParams = z.strictObject({ teamId: z.string().min(1).max(64) });

export const adminUpdateTeamInput = z
  .strictObject({ planId: z.enum(PLAN_IDS).describe("A complimentary plan: its limits apply to the team at once.") })
  .meta({ id: "AdminUpdateTeamInput" });
