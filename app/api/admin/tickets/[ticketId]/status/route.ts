import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { adminSetTicketStatus } from "@/lib/support/admin-set-ticket-status";
import * as support from "@/lib/support/operations";

// PATCH /api/admin/tickets/{ticketId}/status – set the status (audited)
export const PATCH = handle(support.adminSetTicketStatus, async ({ user, params, body }) =>
  ok(await adminSetTicketStatus(user.id, params.ticketId, body.status)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
