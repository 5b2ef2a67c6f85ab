import "server-only";

import { Prisma, type TicketStatus } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";

type Tx = Prisma.TransactionClient;

interface LockedTicket {
  id: string;
  userId: string;
  subject: string;
  status: TicketStatus;
}

/**
 * Locks the ticket's row for the rest of the transaction, so a reply and a status change at
 * once cannot both decide from the same status. With `userId`, only that user's ticket is
 * found: another user's answers 404 like a missing one.
 */
export async function lockTicketOrThrow(tx: Tx, ticketId: string, userId?: string): Promise<LockedTicket> {
  const rows = await tx.$queryRaw<LockedTicket[]>`
    SELECT "id", "userId", "subject", "status"::text AS "status" FROM "SupportTicket"
    WHERE "id" = ${ticketId} ${userId === undefined ? Prisma.empty : Prisma.sql`AND "userId" = ${userId}`}
    FOR UPDATE`;
  const ticket = rows[0];
  if (!ticket) throw notFound("ticket");
  return ticket;
}
