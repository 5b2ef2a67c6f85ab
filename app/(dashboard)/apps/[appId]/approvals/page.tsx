import type { Metadata } from "next";

import { ApprovalQueue } from "@/components/proposals/approval-queue";

export const metadata: Metadata = { title: "Approvals" };

export default async function ApprovalsPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <ApprovalQueue appId={appId} />;
}
