import type { Metadata } from "next";

import { AgentView } from "@/components/agent/agent-view";

export const metadata: Metadata = { title: "Agent" };

export default async function AgentPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <AgentView appId={appId} />;
}
