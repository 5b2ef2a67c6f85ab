import * as account from "@/lib/account/operations";
import { resetPassword } from "@/lib/account/password-reset";
import { handlePublic } from "@/lib/api/handler";
import { noContent } from "@/lib/http/reply";

// POST /api/auth/reset-password – set a new password from a reset link, ending every session
export const POST = handlePublic(account.resetPassword, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
