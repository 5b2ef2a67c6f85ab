import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getTicket } from "@/lib/support/get-ticket";
import * as support from "@/lib/support/operations";

// GET /api/support/tickets/{ticketId} – one of the user's tickets with its messages
export const GET = handle(support.getTicket, async ({ user, params }) => ok(await getTicket(user.id, params.ticketId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
