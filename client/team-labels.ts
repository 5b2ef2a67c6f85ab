/**
 * Teams in words: role names and what each may do, and what an audit entry says happened.
 * Built from the role matrix and the audit vocabulary (browser-safe), never copied.
 */
import { TEAM_AUDIT_ACTIONS, type TeamAuditAction } from "@/lib/teams/audit-actions";
import { ROLE_DESCRIPTIONS, TEAM_ROLES, type TeamRole } from "@/lib/teams/roles";

export const ROLE_NAMES: Record<TeamRole, string> = Object.fromEntries(
  TEAM_ROLES.map((role) => [role, role[0]!.toUpperCase() + role.slice(1)]),
) as Record<TeamRole, string>;

/** The roles for a select: name and what it may do. */
export const ROLE_CHOICES = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role], description: ROLE_DESCRIPTIONS[role] }));

export const auditActionWords = (action: string) => TEAM_AUDIT_ACTIONS[action as TeamAuditAction] ?? "made a change";
