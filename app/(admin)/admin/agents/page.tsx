import type { Metadata } from "next";

import { AgentsView } from "@/components/admin/agents/agents-view";

export const metadata: Metadata = { title: "Agents" };

export default function AdminAgentsPage() {
  return <AgentsView />;
}
