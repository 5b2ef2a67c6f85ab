import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { adminTeam, listTeamsQuery } from "./schemas";

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
