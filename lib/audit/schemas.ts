import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const auditEntry = z
  .object({
    id: z.string(),
    actorId: z.string().nullable().describe("The admin who made the change; null once that account is deleted."),
    actorEmail: z.string().nullable(),
    actorName: z.string().nullable().describe("The admin's name, when they gave one."),
    action: z
      .string()
      .describe(
        "What happened: `user.role_changed`, `user.banned`, `user.unbanned`, `user.ban_reason_changed`, `user.plan_changed` (the personal team's plan), `team.plan_changed`, `ticket.status_changed`.",
      ),
    targetType: z.string().describe("The kind of thing changed: `user`, `team` or `ticket`."),
    targetId: z.string(),
    targetLabel: z
      .string()
      .nullable()
      .describe("The target in words: a user's email, a team's name, a ticket's subject; null once the target is deleted."),
    data: z
      .record(z.string(), z.unknown())
      .describe("`{before, after, reason}`: the changed fields before and after, and the reason given, if any."),
    createdAt: timestamp,
  })
  .meta({ id: "AuditLogEntry" });

export const listAuditLogQuery = paginationQuery.extend({
  targetType: z.string().trim().min(1).max(50).optional().describe("Only changes to this kind of thing: `user` or `ticket`."),
  targetId: z.string().trim().min(1).max(64).optional().describe("Only changes to this thing, e.g. a user id."),
});
