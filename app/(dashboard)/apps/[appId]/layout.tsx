import type { ReactNode } from "react";

import { AppFrame } from "@/components/apps/app-frame";

export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return <AppFrame appId={appId}>{children}</AppFrame>;
}
