import type { Metadata } from "next";
import { Suspense } from "react";

import { ChangesView } from "@/components/changes/changes-view";

export const metadata: Metadata = { title: "Changes" };

export default async function ChangesPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return (
    <Suspense>
      <ChangesView appId={appId} />
    </Suspense>
  );
}
