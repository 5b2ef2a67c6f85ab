import type { ReactNode } from "react";

import { AppShell } from "./app-shell";

/** The frame of the admin panel (navigation in `navigation.ts`): the same header as the dashboard, for admins only. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AppShell area="admin" requireRole="admin">
      {children}
    </AppShell>
  );
}
