import * as account from "@/lib/account/operations";
import { forgotPassword } from "@/lib/account/password-reset";
import { handlePublic } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";

// POST /api/auth/forgot-password – email a reset link (the same answer for any address)
export const POST = handlePublic(account.forgotPassword, async ({ body }) => {
  await forgotPassword(body.email);
  return accepted(undefined);
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
