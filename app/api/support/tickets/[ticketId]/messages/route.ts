import { handle } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";
import * as support from "@/lib/support/operations";
import { replyToTicket } from "@/lib/support/reply-to-ticket";

// POST /api/support/tickets/{ticketId}/messages – the user replies (reopens a RESOLVED ticket; 409 when CLOSED)
export const POST = handle(support.replyToTicket, async ({ user, params, body }) =>
  created(await replyToTicket(user.id, params.ticketId, body.message)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
