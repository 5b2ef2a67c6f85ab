import { handle } from "@/lib/api/handler";
import { created, ok } from "@/lib/http/reply";
import { createTeam, listTeams } from "@/lib/teams/manage-teams";
import * as teams from "@/lib/teams/operations";

// GET /api/teams – the caller's teams, with their role in each
export const GET = handle(teams.listTeams, async ({ user }) => ok(await listTeams(user.id)));

// POST /api/teams – a new team, the caller its owner
export const POST = handle(teams.createTeam, async ({ user, body }) => created(await createTeam(user.id, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
