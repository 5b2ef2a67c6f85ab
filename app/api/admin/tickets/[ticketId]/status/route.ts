import { handle } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { changeTicketStatus } from "@/lib/support/change-ticket-status";
import { adminSetTicketStatus } from "@/lib/support/operations";

// PATCH /api/admin/tickets/{ticketId}/status – set the status (audited)
export const PATCH = handle(adminSetTicketStatus, async ({ user, params, body }) => ok(await changeTicketStatus(user.id, params.ticketId, body.status)));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
