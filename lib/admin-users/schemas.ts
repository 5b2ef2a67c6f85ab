import { z } from "zod";

import { PLAN_IDS } from "@/lib/billing/plans";
import { SUBSCRIPTION_STATUSES } from "@/lib/billing/schemas";
import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const ROLES = ["admin", "user"] as const;

export const adminUser = z
  .object({
    userId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES),
    banned: z.boolean(),
    banReason: z.string().nullable().describe("Shown to the user when a request is refused with `403 banned`."),
    bannedAt: timestamp.nullable(),
    appCount: z.number().int().describe("Apps the user registered."),
    personalTeamAppCount: z
      .number()
      .int()
      .describe(
        "Apps in the user's personal team: what the limit of `planId` counts (apps registered into shared teams count against theirs).",
      ),
    planId: z.enum(PLAN_IDS).describe("The plan of the user's personal team (each team they share has its own)."),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).describe("The Stripe subscription's status; `none` for free or complimentary plans."),
    createdAt: timestamp,
  })
  .meta({ id: "AdminUser" });

export const listUsersQuery = paginationQuery.extend({
  search: z.string().trim().min(1).max(200).optional().describe("Case-insensitive text in the email or the name."),
});

export const updateUserInput = z
  .strictObject({
    userId: z.string().min(1).max(64),
    role: z.enum(ROLES).optional().describe("`user` demotes an admin; `admin` promotes a user."),
    banned: z.boolean().optional().describe("`true` bans (every session of the user is refused at once), `false` lifts the ban."),
    banReason: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .optional()
      .describe("Only with `banned: true`: why, shown to the user. Sent again for a banned user, it replaces the reason."),
    planId: z
      .enum(PLAN_IDS)
      .optional()
      .describe(
        "Sets the user's plan (a complimentary plan; a Stripe subscription's next change sets it again). A lower plan pauses the newest apps beyond its limit and raises short intervals; nothing is deleted.",
      ),
  })
  .superRefine((input, context) => {
    if (input.role === undefined && input.banned === undefined && input.banReason === undefined && input.planId === undefined) {
      context.addIssue({ code: "custom", message: "Give at least one of role, banned, banReason, planId" });
    }
    if (input.banReason !== undefined && input.banned !== true) {
      context.addIssue({ code: "custom", path: ["banReason"], message: "Only with banned: true (lifting a ban clears the reason)" });
    }
  })
  .meta({ id: "UpdateUserInput" });
