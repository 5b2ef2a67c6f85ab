import type { Metadata } from "next";
import type { ReactNode } from "react";

import { AdminShell } from "@/components/shell/admin-shell";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Admin · App Publishing Service" } };

/** The admin panel: every page under /admin renders inside the admin shell (admins only). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
