import type { Metadata } from "next";
import { Suspense } from "react";

import { AuditLogView } from "@/components/admin/audit/audit-log-view";

export const metadata: Metadata = { title: "Audit log" };

export default function AdminAuditLogPage() {
  return (
    <Suspense>
      <AuditLogView />
    </Suspense>
  );
}
