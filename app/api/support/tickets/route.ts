import { handle } from "@/lib/api/handler";
import { created, ok } from "@/lib/http/reply";
import { createTicket } from "@/lib/support/create-ticket";
import { listTickets } from "@/lib/support/list-tickets";
import * as support from "@/lib/support/operations";

// GET /api/support/tickets – the user's tickets, newest first
export const GET = handle(support.listTickets, async ({ user, query }) => ok(await listTickets(user.id, query)));

// POST /api/support/tickets – open a ticket with its first message
export const POST = handle(support.createTicket, async ({ user, body }) => created(await createTicket(user.id, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
