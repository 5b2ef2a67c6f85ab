import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { addEveryApp } from "@/lib/team-keys/add-every-app";
import * as teamKeys from "@/lib/team-keys/operations";

// POST /api/teams/{teamId}/credentials/{credentialId}/apps – register every app the key sees that the team lacks
export const POST = handle(teamKeys.addEveryApp, async ({ user, params, body }) =>
  ok(await addEveryApp(user.id, params.teamId, params.credentialId, body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
