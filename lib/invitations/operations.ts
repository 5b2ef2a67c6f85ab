import { defineOperation } from "@/lib/http/operation";
import { team, teamParams } from "@/lib/teams/schemas";

import { acceptInvitationInput, createInvitationInput, invitation, invitationList, invitationParams } from "./schemas";

const tags: ["Teams"] = ["Teams"];
const manage =
  "Needs the permission `members.manage` (owners and admins); without it, `403 forbidden` naming it. A team the caller is not in answers `404`.";

export const sendInvitation = defineOperation({
  operationId: "createTeamInvitation",
  method: "post",
  path: "/teams/{teamId}/invitations",
  summary: "Invite an address to the team",
  description: `${manage} Emails a single-use link that works for 7 days; only its hash is stored. Inviting an address again replaces its earlier link. Only owners invite owners. An address that is already a member answers \`409 already_member\`; a personal team takes no members (\`409 personal_team\`). Members and pending invitations count against the plan's \`seats\` (\`402 quota_exceeded\`). A team sends at most \`INVITATIONS_PER_TEAM_PER_DAY\` (100) invitations a day and an address receives at most \`INVITATIONS_PER_ADDRESS_PER_DAY\` (5), from all teams together, revoked ones included: past either, \`429 rate_limited\` with \`Retry-After\`, and nothing is sent. A team's or inviter's name that holds a link, a domain or an address is left out of the email's subject.`,
  tags,
  access: "user",
  idempotent: true,
  params: teamParams,
  body: createInvitationInput,
  responses: { 201: { description: "The invitation (the link is only in the email)", schema: invitation } },
  errors: ["already_member", "personal_team", "quota_exceeded"],
});

export const listInvitations = defineOperation({
  operationId: "listTeamInvitations",
  method: "get",
  path: "/teams/{teamId}/invitations",
  summary: "The team's invitations waiting for an answer, newest first",
  description: `${manage} Accepted, revoked and expired invitations are not listed (the audit log keeps them).`,
  tags,
  access: "user",
  bound: "at most the plan's seats (members and pending invitations count)",
  params: teamParams,
  responses: { 200: { description: "The pending invitations", schema: invitationList } },
});

export const revokeInvitation = defineOperation({
  operationId: "revokeTeamInvitation",
  method: "delete",
  path: "/teams/{teamId}/invitations/{invitationId}",
  summary: "Revoke an invitation: its link stops working",
  description: `${manage} An invitation already accepted, revoked or expired answers \`404\`.`,
  tags,
  access: "user",
  params: invitationParams,
  responses: { 204: { description: "Revoked" } },
});

export const acceptInvitation = defineOperation({
  operationId: "acceptTeamInvitation",
  method: "post",
  path: "/invitations/accept",
  summary: "Join a team with the signed-in account",
  description:
    "The token is the one in the emailed link. The signed-in account must have the invited address (`403 invitation_wrong_account` otherwise: sign in with that address, or register with it first), confirmed (`403 email_unconfirmed`: open the confirmation link first; the invitation stays usable). " +
    "A personal access token limited to one team cannot join another (`403 insufficient_scope`): accept signed in, or with a token for all the account's teams. " +
    "A link works once (`409 token_used`), for 7 days (`410 token_expired`); a revoked one answers `410 invitation_revoked`, an unknown one `400 token_invalid`. " +
    "Someone already in the team answers `409 already_member`. The team's plan must still have a seat (`402 quota_exceeded`, feature `seats`), and the account room for one more team (at most 50 teams: `409 team_limit_reached`).",
  tags,
  access: "user",
  body: acceptInvitationInput,
  responses: { 200: { description: "The team joined, with the role given", schema: team } },
  errors: [
    "token_invalid",
    "token_used",
    "token_expired",
    "invitation_revoked",
    "invitation_wrong_account",
    "email_unconfirmed",
    "already_member",
    "quota_exceeded",
    "team_limit_reached",
  ],
});
