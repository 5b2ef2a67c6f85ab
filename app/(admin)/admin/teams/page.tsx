import type { Metadata } from "next";
import { Suspense } from "react";

import { AdminTeamsView } from "@/components/admin/teams/teams-view";

export const metadata: Metadata = { title: "Teams" };

export default function AdminTeamsPage() {
  return (
    <Suspense>
      <AdminTeamsView />
    </Suspense>
  );
}
