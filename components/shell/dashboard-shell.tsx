import type { ReactNode } from "react";

import { AppShell } from "./app-shell";

/** The frame of the publisher's pages (navigation in `navigation.ts`). */
export function DashboardShell({ children }: { children: ReactNode }) {
  return <AppShell area="dashboard">{children}</AppShell>;
}
