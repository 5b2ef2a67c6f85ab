import type { Metadata } from "next";

import { TicketsView } from "@/components/support/tickets-view";

export const metadata: Metadata = { title: "Support" };

export default function TicketsPage() {
  return <TicketsView />;
}
