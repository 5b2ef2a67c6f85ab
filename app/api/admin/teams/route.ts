import * as adminTeams from "@/lib/admin-teams/operations";
import { listTeams } from "@/lib/admin-teams/list-teams";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/teams – teams with their members, plan and app count (admins)
export const GET = handle(adminTeams.listTeams, async ({ query }) => ok(await listTeams(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
