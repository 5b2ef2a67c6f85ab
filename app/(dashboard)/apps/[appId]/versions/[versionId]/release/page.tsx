import type { Metadata } from "next";

import { ReleasePage } from "@/components/releases/release-page";

export const metadata: Metadata = { title: "Ship version" };

export default async function VersionReleasePage({ params }: { params: Promise<{ appId: string; versionId: string }> }) {
  const { appId, versionId } = await params;
  return <ReleasePage appId={appId} versionId={versionId} />;
}
