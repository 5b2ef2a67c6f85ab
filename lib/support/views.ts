import type { Prisma } from "@/lib/db/generated/client";

/** What a ticket is read with: its thread (oldest first) with authors' names, and its message count. */
export const ticketInclude = {
  _count: { select: { messages: true } },
  messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: { name: true } } } },
} satisfies Prisma.SupportTicketInclude;

export const adminTicketInclude = {
  ...ticketInclude,
  user: { select: { id: true, email: true, name: true } },
} satisfies Prisma.SupportTicketInclude;

/** For lists: the count, no thread. */
export const ticketListInclude = { _count: { select: { messages: true } } } satisfies Prisma.SupportTicketInclude;
export const adminTicketListInclude = {
  ...ticketListInclude,
  user: { select: { id: true, email: true, name: true } },
} satisfies Prisma.SupportTicketInclude;

type ListedTicket = Prisma.SupportTicketGetPayload<{ include: typeof ticketListInclude }>;
type AdminListedTicket = Prisma.SupportTicketGetPayload<{ include: typeof adminTicketListInclude }>;
type FullTicket = Prisma.SupportTicketGetPayload<{ include: typeof ticketInclude }>;
type AdminFullTicket = Prisma.SupportTicketGetPayload<{ include: typeof adminTicketInclude }>;
type Message = FullTicket["messages"][number];

export const toTicketSummary = (ticket: ListedTicket) => ({
  ticketId: ticket.id,
  type: ticket.type,
  subject: ticket.subject,
  status: ticket.status,
  messageCount: ticket._count.messages,
  lastMessageAt: ticket.lastMessageAt.toISOString(),
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
});

const toMessage = (message: Message) => ({
  messageId: message.id,
  fromAdmin: message.fromAdmin,
  authorName: message.author?.name ?? null,
  body: message.body,
  createdAt: message.createdAt.toISOString(),
});

export const toTicketDetail = (ticket: FullTicket) => ({ ...toTicketSummary(ticket), messages: ticket.messages.map(toMessage) });

export const toAdminTicketSummary = (ticket: AdminListedTicket) => ({
  ...toTicketSummary(ticket),
  user: ticket.user ? { userId: ticket.user.id, email: ticket.user.email, name: ticket.user.name } : null,
});

export const toAdminTicketDetail = (ticket: AdminFullTicket) => ({
  ...toAdminTicketSummary(ticket),
  messages: ticket.messages.map((message) => ({ ...toMessage(message), authorId: message.authorId })),
});
