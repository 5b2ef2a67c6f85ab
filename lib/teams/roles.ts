/**
 * Who may do what in a team: the role matrix. The README's table is rendered from it
 * (`roleMatrixTable`, checked by lib/teams/roles.test.ts) and the OpenAPI descriptions name its
 * permissions, so the three never disagree. Browser-safe: the UI hides what a role cannot do.
 */
export const TEAM_ROLES = ["owner", "admin", "developer", "marketing", "support", "finance", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Each permission, with what it allows in plain words. */
export const TEAM_PERMISSIONS = {
  "apps.read": "see the team's apps, their versions, metadata, reviews and the agent",
  "team.manage": "rename the team and manage its webhooks",
  "team.delete": "delete the team",
  "billing.manage": "choose the plan and manage the subscription",
  "members.manage": "invite members, change their roles and app access, remove them (owners only by owners)",
  "audit.read": "read the team's audit log",
  "apps.manage": "register and remove apps, change their settings",
  "keys.manage": "add, rotate and remove App Store Connect keys",
  "versions.manage": "create versions, attach builds, submit and release",
  "metadata.publish": "publish metadata and app info to the store, and approve proposals of them",
  "metadata.propose": "propose metadata and app info changes for approval",
  "experiments.publish": "create and run product page experiments",
  "replies.publish": "publish replies to reviews, and approve proposed replies",
  "replies.propose": "propose replies to reviews for approval",
  "sales.read": "read sales and proceeds",
  "agent.manage": "turn the agent on and off and set its instructions",
} as const;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

const everyPermission = Object.keys(TEAM_PERMISSIONS) as TeamPermission[];

/** The matrix. `owner` holds everything; the rest hold exactly what is listed. */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly TeamPermission[]> = {
  owner: everyPermission,
  admin: everyPermission.filter((permission) => permission !== "team.delete" && permission !== "billing.manage"),
  developer: ["apps.read", "versions.manage", "metadata.propose", "replies.propose"],
  marketing: [
    "apps.read",
    "metadata.publish",
    "metadata.propose",
    "experiments.publish",
    "replies.publish",
    "replies.propose",
    "agent.manage",
  ],
  support: ["apps.read", "replies.publish", "replies.propose", "metadata.propose"],
  finance: ["apps.read", "sales.read"],
  viewer: ["apps.read"],
};

/** What each role is for, in plain words (the team settings page and the README). */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: "Everything, billing and deleting the team. A team always has at least one owner.",
  admin: "Members (except owners), apps, keys and every publishing permission.",
  developer: "Versions, builds and releases; proposes metadata and replies.",
  marketing: "Publishes metadata, app info, experiments and replies.",
  support: "Publishes replies to reviews; proposes metadata.",
  finance: "Reads sales and proceeds.",
  viewer: "Reads; proposes nothing.",
};

export function roleAllows(role: TeamRole, permission: TeamPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The matrix as a Markdown table (permissions down, roles across), as the README shows it. */
export function roleMatrixTable(): string {
  const header = `| permission | ${TEAM_ROLES.join(" | ")} |`;
  const rule = `|---|${TEAM_ROLES.map(() => "---").join("|")}|`;
  const rows = everyPermission.map(
    (permission) =>
      `| \`${permission}\`: ${TEAM_PERMISSIONS[permission]} | ${TEAM_ROLES.map((role) => (roleAllows(role, permission) ? "✓" : "")).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}
