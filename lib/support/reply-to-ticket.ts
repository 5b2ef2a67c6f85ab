import "server-only";

import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";
import { ticketPath, ticketUrl } from "@/lib/notifications/links";
import { notifyUser } from "@/lib/notifications/notify-user";
import { oneLine, paragraphs } from "@/lib/text/one-line";

import { lockTicketOrThrow } from "./lock-ticket";
import { adminTicketInclude, ticketInclude, toAdminTicketDetail, toTicketDetail } from "./views";

const closed = (ticketId: string) =>
  new ApiError("ticket_closed", `Ticket ${ticketId} is closed; open a new ticket, or ask support to reopen this one.`);

/**
 * The author replies to their ticket. A RESOLVED ticket is reopened (OPEN), a CLOSED one
 * refuses replies (409 ticket_closed); OPEN and IN_PROGRESS keep their status.
 */
export async function replyToTicket(userId: string, ticketId: string, message: string) {
  return db().$transaction(async (tx) => {
    const ticket = await lockTicketOrThrow(tx, ticketId, userId);
    if (ticket.status === "CLOSED") throw closed(ticketId);
    const now = new Date();
    await tx.ticketMessage.create({ data: { ticketId, authorId: userId, body: message, createdAt: now } });
    const updated = await tx.supportTicket.update({
      where: { id: ticketId },
      data: { lastMessageAt: now, ...(ticket.status === "RESOLVED" ? { status: "OPEN" as const } : {}) },
      include: ticketInclude,
    });
    return toTicketDetail(updated);
  });
}

/**
 * Support (an admin) replies. An OPEN ticket moves to IN_PROGRESS; a CLOSED one refuses
 * replies (409 ticket_closed: reopen it with the status operation first). The author is
 * notified (kind `ticket_reply`: email and push), queued in the same transaction.
 */
export async function adminReplyToTicket(admin: Pick<User, "id" | "name">, ticketId: string, message: string) {
  return db().$transaction(async (tx) => {
    const ticket = await lockTicketOrThrow(tx, ticketId);
    if (ticket.status === "CLOSED") throw closed(ticketId);
    const now = new Date();
    await tx.ticketMessage.create({ data: { ticketId, authorId: admin.id, fromAdmin: true, body: message, createdAt: now } });
    const updated = await tx.supportTicket.update({
      where: { id: ticketId },
      data: { lastMessageAt: now, ...(ticket.status === "OPEN" ? { status: "IN_PROGRESS" as const } : {}) },
      include: adminTicketInclude,
    });
    const subject = oneLine(ticket.subject, 150);
    // The author may have deleted their account since: the reply is kept, nobody is notified.
    if (ticket.userId)
      await notifyUser(tx, {
        userId: ticket.userId,
        kind: "ticket_reply",
        email: {
          template: "ticket-reply",
          props: {
            ticketSubject: subject,
            replyAuthor: oneLine(admin.name ?? "", 100, "The support team"),
            replyExcerpt: paragraphs(message, 2000),
            ticketUrl: ticketUrl(ticketId),
          },
        },
        push: { title: `New reply: ${subject}`, body: oneLine(message, 200), url: ticketPath(ticketId), tag: `ticket-${ticketId}` },
      });
    return toAdminTicketDetail(updated);
  });
}
