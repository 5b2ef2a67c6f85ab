import * as account from "@/lib/account/operations";
import { changePassword } from "@/lib/account/change-password";
import { currentSessionId, handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/account/password – change the password, ending every other session
export const POST = handle(account.changePassword, async ({ user, auth, body }) =>
  ok(await changePassword(user, currentSessionId(auth), body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
