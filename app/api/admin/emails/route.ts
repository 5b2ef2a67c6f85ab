import { listEmails } from "@/lib/email/list-emails";
import { listEmails as listEmailsOperation } from "@/lib/email/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/emails – emails sent or queued (the outbox in embedded mode), newest first
export const GET = handle(listEmailsOperation, async ({ query }) => ok(await listEmails(query)));
