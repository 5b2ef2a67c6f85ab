import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import {
  adminListTicketsQuery,
  adminTicketDetail,
  adminTicketSummary,
  createTicketInput,
  listTicketsQuery,
  ticketDetail,
  ticketMessageInput,
  ticketParams,
  ticketStatusInput,
  ticketSummary,
} from "./schemas";

const tags: ["Support tickets"] = ["Support tickets"];
const adminTags: ["Support tickets (admin)"] = ["Support tickets (admin)"];

export const createTicket = defineOperation({
  operationId: "createSupportTicket",
  method: "post",
  path: "/support/tickets",
  summary: "Open a support ticket",
  description: "Creates the ticket (status OPEN) with the message as its first one.",
  tags,
  access: "user",
  idempotent: true,
  body: createTicketInput,
  responses: { 201: { description: "The ticket with its first message", schema: ticketDetail } },
});

export const listTickets = defineOperation({
  operationId: "listSupportTickets",
  method: "get",
  path: "/support/tickets",
  summary: "The signed-in user's tickets, newest first",
  tags,
  access: "user",
  query: listTicketsQuery,
  responses: { 200: { description: "A page of tickets", schema: pageSchema(ticketSummary) } },
});

export const getTicket = defineOperation({
  operationId: "getSupportTicket",
  method: "get",
  path: "/support/tickets/{ticketId}",
  summary: "One of the user's tickets with its messages",
  tags,
  access: "user",
  params: ticketParams,
  errors: ["not_found"],
  responses: { 200: { description: "The ticket and its thread", schema: ticketDetail } },
});

export const replyToTicket = defineOperation({
  operationId: "replyToSupportTicket",
  method: "post",
  path: "/support/tickets/{ticketId}/messages",
  summary: "Add a message to one of the user's tickets",
  description:
    "A reply to a RESOLVED ticket reopens it (OPEN); OPEN and IN_PROGRESS tickets keep their status. A CLOSED ticket takes no more messages: `409 ticket_closed` (open a new ticket).",
  tags,
  access: "user",
  idempotent: true,
  params: ticketParams,
  body: ticketMessageInput,
  errors: ["not_found", "ticket_closed"],
  responses: { 201: { description: "The ticket with its thread, the new message last", schema: ticketDetail } },
});

export const adminListTickets = defineOperation({
  operationId: "adminListSupportTickets",
  method: "get",
  path: "/admin/tickets",
  summary: "List every user's tickets",
  description:
    "Newest first (by creation), with each ticket's author. Filters combine; `search` matches, case-insensitively, text in the subject, the author's email or any message of the ticket.",
  tags: adminTags,
  access: "admin",
  query: adminListTicketsQuery,
  responses: { 200: { description: "A page of tickets", schema: pageSchema(adminTicketSummary) } },
});

export const adminGetTicket = defineOperation({
  operationId: "adminGetSupportTicket",
  method: "get",
  path: "/admin/tickets/{ticketId}",
  summary: "A ticket with its author and messages",
  tags: adminTags,
  access: "admin",
  params: ticketParams,
  errors: ["not_found"],
  responses: { 200: { description: "The ticket, its author and its thread", schema: adminTicketDetail } },
});

export const adminSetTicketStatus = defineOperation({
  operationId: "adminSetSupportTicketStatus",
  method: "patch",
  path: "/admin/tickets/{ticketId}/status",
  summary: "Set a ticket's status",
  description:
    "Any status may be set, including reopening a CLOSED ticket. A change is recorded in the audit log (`ticket.status_changed`, with the status before and after) in the same transaction; setting the current status again records nothing.",
  tags: adminTags,
  access: "admin",
  params: ticketParams,
  body: ticketStatusInput,
  errors: ["not_found"],
  responses: { 200: { description: "The updated ticket", schema: adminTicketDetail } },
});

export const adminReplyToTicket = defineOperation({
  operationId: "adminReplyToSupportTicket",
  method: "post",
  path: "/admin/tickets/{ticketId}/messages",
  summary: "Reply to a ticket as support",
  description:
    "Adds an admin message. An OPEN ticket moves to IN_PROGRESS; other statuses are kept, except that a CLOSED ticket takes no messages (`409 ticket_closed`: reopen it first). The ticket's author is notified by email (template `ticket-reply`) and web push, unless they switched `ticket_reply` off; both are sent in the background.",
  tags: adminTags,
  access: "admin",
  idempotent: true,
  params: ticketParams,
  body: ticketMessageInput,
  errors: ["not_found", "ticket_closed"],
  responses: { 201: { description: "The ticket with its thread, the new message last", schema: adminTicketDetail } },
});
