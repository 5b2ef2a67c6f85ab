import { handle } from "@/lib/api/handler";
import { listEmails } from "@/lib/email/list-emails";
import * as email from "@/lib/email/operations";
import { ok } from "@/lib/http/reply";

// GET /api/admin/emails – emails sent or queued (the outbox in embedded mode), newest first
export const GET = handle(email.listEmails, async ({ query }) => ok(await listEmails(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
