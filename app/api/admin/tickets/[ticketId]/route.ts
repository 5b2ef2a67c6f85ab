import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getTicketForAdminOrThrow } from "@/lib/support/find-ticket";
import * as support from "@/lib/support/operations";

// GET /api/admin/tickets/{ticketId} – a ticket with its author and messages
export const GET = handle(support.adminGetTicket, async ({ params }) => ok(await getTicketForAdminOrThrow(params.ticketId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
