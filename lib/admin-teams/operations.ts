import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { adminTeam, adminTeamParams, adminUpdateTeamInput, listTeamsQuery } from "./schemas";

export const listTeams = defineOperation({
  operationId: "adminListTeams",
  method: "get",
  path: "/admin/teams",
  summary: "List teams with their members, plan and app count",
  description: "Newest first. `search` matches the team's name or a member's email. Personal teams are listed too.",
  tags: ["Teams (admin)"],
  access: "admin",
  query: listTeamsQuery,
  responses: { 200: { description: "A page of teams", schema: pageSchema(adminTeam) } },
});

export const updateTeam = defineOperation({
  operationId: "adminUpdateTeam",
  method: "patch",
  path: "/admin/teams/{teamId}",
  summary: "Give a team a complimentary plan",
  description:
    "The plan's limits apply to the team at once (a lower plan pauses the newest apps beyond its `apps` limit and raises intervals below its minimum; " +
    "nothing is deleted). A team paying through Stripe keeps its subscription: Stripe's next word on it sets the plan again. " +
    "Recorded in the platform's audit log and the team's.",
  tags: ["Teams (admin)"],
  access: "admin",
  params: adminTeamParams,
  body: adminUpdateTeamInput,
  responses: { 200: { description: "The team", schema: adminTeam } },
});
