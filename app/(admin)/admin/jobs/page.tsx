import type { Metadata } from "next";
import { Suspense } from "react";

import { JobsView } from "@/components/admin/jobs/jobs-view";

export const metadata: Metadata = { title: "Jobs" };

export default function AdminJobsPage() {
  return (
    <Suspense>
      <JobsView />
    </Suspense>
  );
}
