import type { Metadata } from "next";

import { VersionsList } from "@/components/versions/versions-list";

export const metadata: Metadata = { title: "Versions" };

export default async function VersionsPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <VersionsList appId={appId} />;
}
