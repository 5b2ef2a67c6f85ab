import type { ReactNode } from "react";

import { PastDueBanner } from "@/components/billing/past-due-banner";

import { AppShell } from "./app-shell";

/** The frame of the publisher's pages (navigation in `navigation.ts`), with the failed-payment banner above each page. */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <AppShell area="dashboard">
      <PastDueBanner />
      {children}
    </AppShell>
  );
}
