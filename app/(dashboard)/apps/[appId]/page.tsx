import type { Metadata } from "next";

import { AppOverview } from "@/components/apps/app-overview";

export const metadata: Metadata = { title: "App" };

export default async function AppPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <AppOverview appId={appId} />;
}
