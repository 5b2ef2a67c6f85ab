import "server-only";

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

import { adminTicketInclude, ticketInclude, toAdminTicketDetail, toTicketDetail } from "./views";

/** The user's ticket with its thread; another user's answers 404 exactly like a missing one. */
export async function getTicket(userId: string, ticketId: string) {
  const ticket = await db().supportTicket.findFirst({ where: { id: ticketId, userId }, include: ticketInclude });
  if (!ticket) throw notFound("ticket");
  return toTicketDetail(ticket);
}

/** Any ticket, with its author and thread (admins). */
export async function adminGetTicket(ticketId: string) {
  const ticket = await db().supportTicket.findUnique({ where: { id: ticketId }, include: adminTicketInclude });
  if (!ticket) throw notFound("ticket");
  return toAdminTicketDetail(ticket);
}
