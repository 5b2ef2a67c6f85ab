/**
 * The service's navigation, in one place: each area's entries in order. A new page joins by
 * adding a line here (e.g. account or billing settings under "/settings").
 */
export interface NavItem {
  href: string;
  label: string;
  /** Active on `href` only, not on the pages below it. */
  exact?: boolean;
}

export type Area = "dashboard" | "admin";

export const NAVIGATION: Record<Area, NavItem[]> = {
  dashboard: [
    { href: "/apps", label: "Apps" },
    { href: "/teams", label: "Teams" },
    { href: "/support/tickets", label: "Support" },
    { href: "/settings", label: "Settings", exact: true },
    { href: "/settings/account", label: "Account" },
    { href: "/settings/billing", label: "Plan & billing" },
  ],
  admin: [
    { href: "/admin", label: "Overview", exact: true },
    { href: "/admin/users", label: "Users" },
    { href: "/admin/teams", label: "Teams" },
    { href: "/admin/tickets", label: "Tickets" },
    { href: "/admin/jobs", label: "Jobs" },
    { href: "/admin/agents", label: "Agents" },
    { href: "/admin/emails", label: "Emails" },
    { href: "/admin/audit-log", label: "Audit log" },
  ],
};

/** Where each area starts, and the link to the other area (the admin panel only for admins). */
export const AREA_HOME: Record<Area, string> = { dashboard: "/apps", admin: "/admin" };

export function isActive(item: NavItem, pathname: string): boolean {
  return item.exact ? pathname === item.href : pathname === item.href || pathname.startsWith(`${item.href}/`);
}
