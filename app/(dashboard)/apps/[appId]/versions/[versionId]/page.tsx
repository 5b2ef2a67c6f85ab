import type { Metadata } from "next";
import { Suspense } from "react";

import { VersionEditor } from "@/components/versions/version-editor";

export const metadata: Metadata = { title: "Edit version" };

export default async function VersionPage({ params }: { params: Promise<{ appId: string; versionId: string }> }) {
  const { appId, versionId } = await params;
  return (
    <Suspense>
      <VersionEditor appId={appId} versionId={versionId} />
    </Suspense>
  );
}
