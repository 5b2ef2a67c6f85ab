import type { TeamPermission } from "@/lib/teams/roles";

/**
 * What each operation on a team's resources (`/apps/{appId}/…`, `/teams/{teamId}/…`) needs from
 * the caller's role: the permission of the role matrix (lib/teams/roles.ts, the README's table),
 * and, for a store write a role may propose instead, the permission that proposes it (`202` with
 * a proposal). Every such operation has an entry (lib/openapi/team-access.test.ts); the OpenAPI
 * document states it on each (`x-team-permission`), and the role-matrix test walks them all.
 * Operations on the caller's own account, the admin panel and public ones are not a team's.
 */
export interface TeamAccess {
  permission: TeamPermission;
  /** A role with this permission but not `permission` gets `202` with a proposal. */
  proposeWith?: TeamPermission;
  /** Needs no permission when the target is the caller (leaving a team). */
  selfAllowed?: boolean;
  /** The permission depends on what is decided (the agent's pending change, a proposal's kind); the entry names the one the test's subject needs. */
  dependsOnSubject?: boolean;
}

const read: TeamAccess = { permission: "apps.read" };
const manageApps: TeamAccess = { permission: "apps.manage" };
const manageAgent: TeamAccess = { permission: "agent.manage" };

export const TEAM_ACCESS: Record<string, TeamAccess> = {
  // The app and its settings
  getApp: read,
  deleteApp: manageApps,
  moveApp: manageApps,
  updatePullInterval: manageApps,
  updateVersionsToKeep: manageApps,
  getWordLists: read,
  updateWordLists: manageApps,
  getCredentials: read,
  replaceCredentials: { permission: "keys.manage" },
  verifyCredentials: { permission: "keys.manage" },
  pullApp: read,
  syncApp: read,
  getAppSummary: read,
  // Store data and its changes
  listVersions: read,
  createVersion: { permission: "versions.manage" },
  getVersion: read,
  updateVersion: { permission: "versions.manage" },
  getVersionRelease: read,
  getVersionReadiness: read,
  copyWhatsNew: { permission: "metadata.publish" },
  submitVersion: { permission: "versions.manage" },
  cancelSubmission: { permission: "versions.manage" },
  releaseVersion: { permission: "versions.manage" },
  updatePhasedRelease: { permission: "versions.manage" },
  getVersionTimeline: read,
  getInstantUpdates: read,
  connectInstantUpdates: manageApps,
  getReleaseGuard: read,
  getVersionScreenshots: read,
  getScreenshotUpload: read,
  // Screenshots are published by those who publish metadata; they are not proposed.
  uploadScreenshots: { permission: "metadata.publish" },
  reorderScreenshots: { permission: "metadata.publish" },
  deleteScreenshot: { permission: "metadata.publish" },
  copyScreenshotSet: { permission: "metadata.publish" },
  updateReleaseGuard: { permission: "versions.manage" },
  updateVersionLocalization: { permission: "metadata.publish", proposeWith: "metadata.propose" },
  getAppInfo: read,
  updateAppInfoLocalization: { permission: "metadata.publish", proposeWith: "metadata.propose" },
  listBuilds: read,
  listAppLocales: read,
  listReviews: read,
  summarizeReviews: read,
  respondToReview: { permission: "replies.publish", proposeWith: "replies.propose" },
  deleteReviewResponse: { permission: "replies.publish" },
  getSales: { permission: "sales.read" },
  getDailySales: { permission: "sales.read" },
  listAppChanges: read,
  // The agent
  getAppAgent: read,
  listAppAgentEvents: read,
  listAppAgentMemories: read,
  listAppAgentExperiments: read,
  toggleAppAgent: manageAgent,
  configureAppAgent: manageAgent,
  runAppAgent: manageAgent,
  forgetAppAgentMemory: manageAgent,
  revertAppChange: manageAgent,
  approveAppAgentAction: { permission: "replies.publish", dependsOnSubject: true },
  rejectAppAgentAction: { permission: "replies.publish", dependsOnSubject: true },
  // The approval queue
  listAppProposals: read,
  approveAppProposal: { permission: "metadata.publish", dependsOnSubject: true },
  rejectAppProposal: { permission: "metadata.publish", dependsOnSubject: true },
  // The team
  getTeam: read,
  updateTeam: { permission: "team.manage" },
  deleteTeam: { permission: "team.delete" },
  listTeamMembers: read,
  updateTeamMember: { permission: "members.manage" },
  removeTeamMember: { permission: "members.manage", selfAllowed: true },
  listTeamAuditLog: { permission: "audit.read" },
  createTeamInvitation: { permission: "members.manage" },
  listTeamInvitations: { permission: "members.manage" },
  revokeTeamInvitation: { permission: "members.manage" },
  listTeamCredentials: { permission: "keys.manage" },
  replaceTeamCredential: { permission: "keys.manage" },
  removeTeamCredential: { permission: "keys.manage" },
  addEveryAppOfTeamCredential: manageApps,
  // The team's plan
  getTeamBilling: read,
  getTeamUsage: read,
  startTeamCheckout: { permission: "billing.manage" },
  openTeamBillingPortal: { permission: "billing.manage" },
  // The team's outbound webhooks (`/webhooks`: the team is the endpoint's, or `teamId`)
  listWebhooks: read,
  createWebhook: { permission: "team.manage" },
  updateWebhook: { permission: "team.manage" },
  deleteWebhook: { permission: "team.manage" },
  listWebhookDeliveries: read,
  redeliverWebhookDelivery: { permission: "team.manage" },
  pingWebhook: { permission: "team.manage" },
};

/** Whether an operation's path is a team's resource: it then has an entry above. */
export const isTeamScoped = (path: string) =>
  path.startsWith("/apps/{appId}") || path.startsWith("/teams/{teamId}") || path === "/webhooks" || path.startsWith("/webhooks/");
