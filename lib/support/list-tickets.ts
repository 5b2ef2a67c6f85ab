import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { adminListTicketsQuery, listTicketsQuery } from "./schemas";
import { adminTicketListInclude, ticketListInclude, toAdminTicketSummary, toTicketSummary } from "./views";

/** The user's own tickets, newest first (keyset on creation), optionally of one status. */
export async function listTickets(userId: string, query: z.output<typeof listTicketsQuery>) {
  const { where: after, ...page } = keysetArgs(query.cursor, query.limit);
  const filters: Prisma.SupportTicketWhereInput[] = [{ userId }, after];
  if (query.status) filters.push({ status: query.status });
  const rows = await db().supportTicket.findMany({ ...page, where: { AND: filters }, include: ticketListInclude });
  return toPage(rows, query.limit, toTicketSummary);
}

/** Every ticket for admins, newest first, with its author; filters combine. */
export async function adminListTickets(query: z.output<typeof adminListTicketsQuery>) {
  const { where: after, ...page } = keysetArgs(query.cursor, query.limit);
  const filters: Prisma.SupportTicketWhereInput[] = [after];
  if (query.status) filters.push({ status: query.status });
  if (query.type) filters.push({ type: query.type });
  if (query.search) {
    // Prisma passes `contains` to ILIKE as is: escape its wildcards so they match literally.
    const text = { contains: query.search.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" as const };
    filters.push({ OR: [{ subject: text }, { user: { email: text } }, { messages: { some: { body: text } } }] });
  }
  const rows = await db().supportTicket.findMany({ ...page, where: { AND: filters }, include: adminTicketListInclude });
  return toPage(rows, query.limit, toAdminTicketSummary);
}
