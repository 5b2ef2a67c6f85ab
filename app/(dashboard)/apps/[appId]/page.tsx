import type { Metadata } from "next";

import { AppDashboard } from "@/components/apps/dashboard/app-dashboard";

export const metadata: Metadata = { title: "App dashboard" };

export default async function AppPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <AppDashboard appId={appId} />;
}
