import type { Metadata } from "next";
import { Suspense } from "react";

import { LocalizationsView } from "@/components/localizations/localizations-view";

export const metadata: Metadata = { title: "Localizations" };

export default async function LocalizationsPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return (
    <Suspense>
      <LocalizationsView appId={appId} />
    </Suspense>
  );
}
