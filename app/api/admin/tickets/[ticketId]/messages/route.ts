import { handle } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";
import * as support from "@/lib/support/operations";
import { adminReplyToTicket } from "@/lib/support/reply-to-ticket";

// POST /api/admin/tickets/{ticketId}/messages – reply as support (OPEN → IN_PROGRESS; notifies the author)
export const POST = handle(support.adminReplyToTicket, async ({ user, params, body }) =>
  created(await adminReplyToTicket(user, params.ticketId, body.message)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
