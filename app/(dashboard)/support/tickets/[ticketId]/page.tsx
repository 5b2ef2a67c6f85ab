import type { Metadata } from "next";

import { TicketThread } from "@/components/support/ticket-thread";

export const metadata: Metadata = { title: "Ticket" };

export default async function TicketPage({ params }: { params: Promise<{ ticketId: string }> }) {
  const { ticketId } = await params;
  return <TicketThread ticketId={ticketId} />;
}
