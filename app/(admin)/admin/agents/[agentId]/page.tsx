import type { Metadata } from "next";

import { AdminAgentView } from "@/components/admin/agents/admin-agent-view";

export const metadata: Metadata = { title: "Agent" };

export default async function AdminAgentPage({ params }: { params: Promise<{ agentId: string }> }) {
  const { agentId } = await params;
  return <AdminAgentView agentId={agentId} />;
}
