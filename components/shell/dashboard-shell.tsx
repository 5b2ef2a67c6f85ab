import type { ReactNode } from "react";

import { AppShell, type NavItem } from "./app-shell";

const DASHBOARD_NAV: NavItem[] = [
  { href: "/apps", label: "Apps" },
  { href: "/support/tickets", label: "Support" },
  { href: "/settings", label: "Settings" },
];

export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <AppShell area="dashboard" nav={DASHBOARD_NAV}>
      {children}
    </AppShell>
  );
}
