import { handle } from "@/lib/api/handler";
import * as email from "@/lib/email/operations";
import { sendTestEmail } from "@/lib/email/send-test-email";
import { accepted } from "@/lib/http/reply";

// POST /api/admin/send-test-email – queue a test email with sample data (and a test push to a user with that email)
export const POST = handle(email.sendTestEmail, async ({ body }) => {
  const queued = await sendTestEmail(body.to, body.template);
  return accepted(queued, { Location: `/api/admin/emails/${queued.emailId}` });
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
