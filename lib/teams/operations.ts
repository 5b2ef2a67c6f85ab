import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { TEAM_PERMISSIONS } from "./roles";
import {
  createTeamInput,
  MAX_TEAMS_PER_ACCOUNT,
  member,
  memberList,
  memberParams,
  team,
  teamList,
  teamAuditEntry,
  teamAuditLogQuery,
  teamParams,
  updateMemberInput,
  updateTeamInput,
} from "./schemas";

const tags: ["Teams"] = ["Teams"];
const needs = (permission: keyof typeof TEAM_PERMISSIONS) =>
  `Needs the permission \`${permission}\` (${TEAM_PERMISSIONS[permission]}); without it, \`403 forbidden\` naming it. A team the caller is not in answers \`404\`.`;

export const listTeams = defineOperation({
  operationId: "listTeams",
  method: "get",
  path: "/teams",
  summary: "The teams the caller is in, with their role in each",
  description: "The personal team first, then the others by name.",
  tags,
  access: "user",
  bound: "at most 50, an account's limit",
  responses: { 200: { description: "The caller's teams", schema: teamList } },
});

export const createTeam = defineOperation({
  operationId: "createTeam",
  method: "post",
  path: "/teams",
  summary: "Create a team, with the caller as its owner",
  description: `An account can be in at most ${MAX_TEAMS_PER_ACCOUNT} teams (\`409 team_limit_reached\`).`,
  tags,
  access: "user",
  idempotent: true,
  body: createTeamInput,
  errors: ["team_limit_reached"],
  responses: { 201: { description: "The new team", schema: team } },
});

export const getTeam = defineOperation({
  operationId: "getTeam",
  method: "get",
  path: "/teams/{teamId}",
  summary: "One of the caller's teams",
  description: "Any member may read it. A team the caller is not in answers `404`.",
  tags,
  access: "user",
  params: teamParams,
  responses: { 200: { description: "The team, with the caller's role", schema: team } },
});

export const updateTeam = defineOperation({
  operationId: "updateTeam",
  method: "patch",
  path: "/teams/{teamId}",
  summary: "Rename a team",
  description: needs("team.manage"),
  tags,
  access: "user",
  ifMatch: true,
  params: teamParams,
  body: updateTeamInput,
  responses: { 200: { description: "The team", schema: team } },
});

export const deleteTeam = defineOperation({
  operationId: "deleteTeam",
  method: "delete",
  path: "/teams/{teamId}",
  summary: "Delete a team without apps",
  description: `${needs("team.delete")} A team with apps answers \`409 team_has_apps\`; a personal team, \`409 personal_team\` (it goes with the account); a team whose Stripe subscription would renew, \`409 team_has_subscription\` (cancel it first).`,
  tags,
  access: "user",
  params: teamParams,
  responses: { 204: { description: "Deleted" } },
  errors: ["team_has_apps", "personal_team", "team_has_subscription"],
});

export const listMembers = defineOperation({
  operationId: "listTeamMembers",
  method: "get",
  path: "/teams/{teamId}/members",
  summary: "The team's members, owners first",
  description: "Any member may read the list. A team the caller is not in answers `404`.",
  tags,
  access: "user",
  bound: "at most the plan's seats",
  params: teamParams,
  responses: { 200: { description: "The members", schema: memberList } },
});

export const updateMember = defineOperation({
  operationId: "updateTeamMember",
  method: "patch",
  path: "/teams/{teamId}/members/{userId}",
  summary: "Change a member's role or the apps they see",
  description: `${needs("members.manage")} Nobody changes their own role or apps (\`403 forbidden\`), so a member limited to some apps cannot lift the limit: another member does it. Only owners change an owner or make one (that is how ownership is transferred). The last owner cannot be demoted (\`409 last_owner\`).`,
  tags,
  access: "user",
  params: memberParams,
  body: updateMemberInput,
  responses: { 200: { description: "The member", schema: member } },
  errors: ["last_owner"],
});

export const removeMember = defineOperation({
  operationId: "removeTeamMember",
  method: "delete",
  path: "/teams/{teamId}/members/{userId}",
  summary: "Remove a member, or leave the team",
  description: `Leaving (one's own user id) needs no permission. Removing someone else: ${needs("members.manage")} Only owners remove an owner. The last owner can neither leave nor be removed (\`409 last_owner\`), and nobody leaves their personal team (\`409 personal_team\`).`,
  tags,
  access: "user",
  params: memberParams,
  responses: { 204: { description: "Removed" } },
  errors: ["last_owner", "personal_team"],
});

export const listTeamAuditLog = defineOperation({
  operationId: "listTeamAuditLog",
  method: "get",
  path: "/teams/{teamId}/audit-log",
  summary: "What happened in the team, newest first",
  description: `${needs("audit.read")} Members, roles, invitations, apps, proposals and approvals, each with who did it and when; recorded in the same transaction as the change. A member limited to some apps reads the entries about those apps and the team's own, not the ones about other apps.`,
  tags,
  access: "user",
  params: teamParams,
  query: teamAuditLogQuery,
  responses: { 200: { description: "A page of the team's audit log", schema: pageSchema(teamAuditEntry) } },
});
