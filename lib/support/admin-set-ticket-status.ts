import "server-only";

import { db } from "@/lib/db/client";
import type { TicketStatus } from "@/lib/db/generated/client";

import { lockTicketOrThrow } from "./lock-ticket";
import { adminTicketInclude, toAdminTicketDetail } from "./views";

const TICKET_STATUS_CHANGED = "ticket.status_changed";

/**
 * Sets a ticket's status (any status to any other: admins may also reopen a CLOSED ticket).
 * A change is recorded in the audit log in the same transaction (`data: {before: {status}, after: {status}}`);
 * setting the status it already has changes nothing and records nothing.
 */
export async function adminSetTicketStatus(adminId: string, ticketId: string, status: TicketStatus) {
  return db().$transaction(async (tx) => {
    const ticket = await lockTicketOrThrow(tx, ticketId);
    if (ticket.status !== status) {
      await tx.supportTicket.update({ where: { id: ticketId }, data: { status } });
      await tx.auditLogEntry.create({
        data: {
          actorId: adminId,
          action: TICKET_STATUS_CHANGED,
          targetType: "ticket",
          targetId: ticketId,
          data: { before: { status: ticket.status }, after: { status } },
        },
      });
    }
    return toAdminTicketDetail(await tx.supportTicket.findUniqueOrThrow({ where: { id: ticketId }, include: adminTicketInclude }));
  });
}
