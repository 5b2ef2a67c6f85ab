import * as account from "@/lib/account/operations";
import { revokeAccessToken } from "@/lib/account/access-tokens";
import { handle } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";

// DELETE /api/account/tokens/{id} – revoke a token
export const DELETE = handle(account.revokeAccessToken, async ({ user, params }) => {
  await revokeAccessToken(user, params.id);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
