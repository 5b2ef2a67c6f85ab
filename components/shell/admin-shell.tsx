import type { ReactNode } from "react";

import { AppShell, type NavItem } from "./app-shell";

/** The admin panel's navigation: one entry per admin page. */
const ADMIN_NAV: NavItem[] = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/tickets", label: "Tickets" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/agents", label: "Agents" },
  { href: "/admin/emails", label: "Emails" },
  { href: "/admin/audit-log", label: "Audit log" },
];

/** The frame of the admin panel: the same header as the dashboard, for admins only. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AppShell area="admin" nav={ADMIN_NAV} requireRole="admin">
      {children}
    </AppShell>
  );
}
