import type { ReactNode } from "react";

import { AppHeader } from "@/components/apps/app-header";

export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return (
    <>
      <AppHeader appId={appId} />
      {children}
    </>
  );
}
