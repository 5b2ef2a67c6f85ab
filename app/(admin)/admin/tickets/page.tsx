import type { Metadata } from "next";
import { Suspense } from "react";

import { AdminTicketsView } from "@/components/admin/tickets/admin-tickets-view";

export const metadata: Metadata = { title: "Tickets" };

export default function AdminTicketsPage() {
  return (
    <Suspense>
      <AdminTicketsView />
    </Suspense>
  );
}
