/**
 * The team audit log's vocabulary: every action recorded, with how the team settings page says
 * it. Browser-safe (the page words entries from it, the OpenAPI description lists it).
 */
export const TEAM_AUDIT_ACTIONS = {
  "team.created": "created the team",
  "team.renamed": "renamed the team",
  "member.joined": "joined the team",
  "member.role_changed": "changed a member's role",
  "member.apps_changed": "changed the apps a member sees",
  "member.removed": "removed a member",
  "member.left": "left the team",
  "invitation.sent": "invited someone",
  "invitation.revoked": "revoked an invitation",
  "key.added": "added an App Store Connect key",
  "key.replaced": "replaced an App Store Connect key",
  "key.removed": "removed an App Store Connect key",
  "app.registered": "registered an app",
  "app.deleted": "deleted an app",
  "app.moved_in": "moved an app into the team",
  "app.moved_out": "moved an app to another team",
  "proposal.created": "proposed a change",
  "proposal.approved": "approved a proposal",
  "proposal.rejected": "rejected a proposal",
  "billing.plan_changed": "changed the plan",
  "billing.payment_failed": "saw a payment for the plan fail",
} as const;

export type TeamAuditAction = keyof typeof TEAM_AUDIT_ACTIONS;
export const teamAuditActionIds = Object.keys(TEAM_AUDIT_ACTIONS) as [TeamAuditAction, ...TeamAuditAction[]];
