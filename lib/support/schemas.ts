import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";
import { singleLine } from "@/lib/text/single-line";

export const TICKET_STATUSES = ["OPEN", "IN_PROGRESS", "RESOLVED", "CLOSED"] as const;
export const TICKET_TYPES = ["BUG", "QUESTION", "FEATURE_REQUEST", "BILLING", "ACCOUNT", "OTHER"] as const;

export const ticketStatus = z
  .enum(TICKET_STATUSES)
  .describe(
    "OPEN: waiting for support. IN_PROGRESS: support answered or works on it. RESOLVED: support considers it solved; a reply from the user reopens it. CLOSED: final; no more replies (an admin can set another status).",
  );
export const ticketType = z.enum(TICKET_TYPES).describe("What the ticket is about.");

// Control characters (other than line breaks and tabs in messages) have no place in text a person reads;
// a subject is one line (lib/text/single-line.ts), which also refuses direction controls.
const subject = singleLine(z.string().trim().min(1).max(200)).describe("One line, 1..200 characters.");
const messageText = z
  .string()
  .trim()
  .min(1)
  .max(10_000)
  // Unicode's control characters (C0, DEL, C1) but tab, line feed and carriage return. Spelled out,
  // not as \p{Cc}: a pattern in the OpenAPI document has no flags, and \p needs the `u` one.
  .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/, "Must not contain control characters other than line breaks and tabs")
  .describe("1..10,000 characters; line breaks are kept.");

export const createTicketInput = z.strictObject({ type: ticketType, subject, message: messageText }).meta({ id: "TicketInput" });
export const ticketMessageInput = z.strictObject({ message: messageText }).meta({ id: "TicketMessageInput" });
export const ticketStatusInput = z.strictObject({ status: ticketStatus }).meta({ id: "TicketStatusInput" });

export const ticketParams = z.strictObject({ ticketId: z.string().min(1).max(64) });

export const listTicketsQuery = paginationQuery.extend({ status: ticketStatus.optional() });

export const adminListTicketsQuery = paginationQuery.extend({
  status: ticketStatus.optional(),
  type: ticketType.optional(),
  search: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("Case-insensitive text in the subject, the author's email, or any message of the ticket."),
});

export const ticketMessage = z
  .object({
    messageId: z.string(),
    fromAdmin: z.boolean().describe("Written by support (an admin), not by the ticket's author."),
    authorName: z.string().nullable().describe("The writer's display name, when they have one."),
    body: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "TicketMessage" });

export const ticketSummary = z
  .object({
    ticketId: z.string(),
    type: ticketType,
    subject: z.string(),
    status: ticketStatus,
    messageCount: z.number().int(),
    lastMessageAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Ticket" });

export const ticketDetail = ticketSummary
  .extend({ messages: z.array(ticketMessage).describe("The whole thread, oldest first.") })
  .meta({ id: "TicketDetail" });

export const ticketUser = z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() }).describe("The ticket's author.");

export const adminTicketSummary = ticketSummary
  .extend({ user: ticketUser.nullable().describe("The ticket's author; null when they deleted their account.") })
  .meta({ id: "AdminTicket" });

export const adminTicketMessage = ticketMessage
  .extend({ authorId: z.string().nullable().describe("Null when the writer's account was deleted.") })
  .meta({ id: "AdminTicketMessage" });

export const adminTicketDetail = adminTicketSummary
  .extend({ messages: z.array(adminTicketMessage).describe("The whole thread, oldest first.") })
  .meta({ id: "AdminTicketDetail" });
