import * as account from "@/lib/account/operations";
import { endOtherSessions, listSessions } from "@/lib/account/account-sessions";
import { currentSessionId, handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/account/sessions – where the account is signed in
export const GET = handle(account.listSessions, async ({ user, auth }) => ok(await listSessions(user, currentSessionId(auth))));

// DELETE /api/account/sessions – sign out everywhere else, and revoke every access token when asked
export const DELETE = handle(account.endOtherSessions, async ({ user, auth, body }) =>
  ok(await endOtherSessions(user, currentSessionId(auth), { revokeTokens: body?.revokeTokens })),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
