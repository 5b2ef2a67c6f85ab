import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { adminGetTicket } from "@/lib/support/get-ticket";
import * as support from "@/lib/support/operations";

// GET /api/admin/tickets/{ticketId} – a ticket with its author and messages
export const GET = handle(support.adminGetTicket, async ({ params }) => ok(await adminGetTicket(params.ticketId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
