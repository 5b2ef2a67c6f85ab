import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";

import type { createTicketInput } from "./schemas";
import { ticketInclude, toTicketDetail } from "./views";

/** Opens a ticket with its first message, in one write. */
export async function createTicket(userId: string, input: z.output<typeof createTicketInput>) {
  const ticket = await db().supportTicket.create({
    data: {
      userId,
      type: input.type,
      subject: input.subject,
      messages: { create: { authorId: userId, body: input.message } },
    },
    include: ticketInclude,
  });
  return toTicketDetail(ticket);
}
