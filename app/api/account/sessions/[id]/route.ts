import * as account from "@/lib/account/operations";
import { endSession } from "@/lib/account/account-sessions";
import { handle } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";

// DELETE /api/account/sessions/{id} – sign out one session
export const DELETE = handle(account.endSession, async ({ user, params }) => {
  await endSession(user, params.id);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
