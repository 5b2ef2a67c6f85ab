import * as account from "@/lib/account/operations";
import { resendVerificationEmail } from "@/lib/account/email-verification";
import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";

// POST /api/account/verification-email – send the confirmation link again
export const POST = handle(account.resendVerificationEmail, async ({ user }) => {
  await resendVerificationEmail(user);
  return accepted(undefined);
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
