import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";
import { singleLine } from "@/lib/text/single-line";

import { TEAM_AUDIT_ACTIONS, teamAuditActionIds } from "./audit-actions";
import { ROLE_DESCRIPTIONS, TEAM_ROLES } from "./roles";

export const teamRole = z
  .enum(TEAM_ROLES)
  .describe(TEAM_ROLES.map((role) => `${role}: ${ROLE_DESCRIPTIONS[role]}`).join(" "))
  .meta({ id: "TeamRole" });

const teamName = singleLine(z.string().trim().min(1).max(100)).describe("One line, 1..100 characters.");

export const teamParams = z.strictObject({ teamId: z.string().min(1).max(64) });
export const memberParams = teamParams.extend({ userId: z.string().min(1).max(64) });

/** How many teams one account may be in: a person's list of teams (and of their apps) stays short. */
export const MAX_TEAMS_PER_ACCOUNT = 50;

export const createTeamInput = z.strictObject({ name: teamName }).meta({ id: "TeamInput" });
export const updateTeamInput = z.strictObject({ name: teamName }).meta({ id: "TeamUpdate" });

export const team = z
  .object({
    id: z.string(),
    name: z.string(),
    etag: z.string().describe("The team settings' ETag: send it in If-Match with `PATCH /teams/{teamId}`."),
    personal: z.boolean().describe("The team made with the account; it goes only with the account."),
    role: teamRole.describe("The caller's role in the team."),
    planId: z.string().describe("The team's plan (`GET /billing/plans`): its apps, members and usage count against it."),
    paymentFailed: z
      .boolean()
      .describe(
        "Whether Stripe could not charge the team's subscription (past due or unpaid): its owners should update the payment method.",
      ),
    createdAt: timestamp,
  })
  .meta({ id: "Team" });

export const teamList = z.object({ items: z.array(team) }).meta({ id: "TeamList" });

export const member = z
  .object({
    userId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: teamRole,
    appIds: z.array(z.string()).nullable().describe("The only apps the member sees; null: every app of the team."),
    joinedAt: timestamp,
  })
  .meta({ id: "TeamMember" });

export const memberList = z.object({ items: z.array(member) }).meta({ id: "TeamMemberList" });

export const updateMemberInput = z
  .strictObject({
    role: teamRole.optional(),
    appIds: z
      .array(z.string().min(1).max(64))
      .max(1000)
      .nullable()
      .optional()
      .describe("The only apps the member may see (each an app of this team); null: every app."),
  })
  .refine((input) => input.role !== undefined || input.appIds !== undefined, "Give a role, appIds or both.")
  .meta({ id: "TeamMemberUpdate" });

const auditAction = z.enum(teamAuditActionIds).describe(
  Object.entries(TEAM_AUDIT_ACTIONS)
    .map(([action, words]) => `${action}: ${words}`)
    .join("; "),
);

export const teamAuditEntry = z
  .object({
    id: z.string(),
    actorId: z.string().nullable().describe("Who did it; null for the service itself, or once the account is deleted."),
    actorEmail: z.string().nullable().describe("The actor's address when it happened."),
    actorName: z.string().nullable(),
    action: auditAction,
    data: z
      .record(z.string(), z.unknown())
      .describe("What changed: the member, app, invitation or proposal concerned, with the values before and after."),
    createdAt: timestamp,
  })
  .meta({ id: "TeamAuditEntry" });

export const teamAuditLogQuery = paginationQuery.extend({
  action: auditAction.optional().describe("Only entries of this action."),
});
