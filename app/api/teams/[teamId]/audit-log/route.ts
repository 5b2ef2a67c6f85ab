import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listTeamAuditLog } from "@/lib/teams/audit-log";
import * as teams from "@/lib/teams/operations";

// GET /api/teams/{teamId}/audit-log – what happened in the team, newest first (owners and admins)
export const GET = handle(teams.listTeamAuditLog, async ({ user, params, query }) =>
  ok(await listTeamAuditLog(user.id, params.teamId, query)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
