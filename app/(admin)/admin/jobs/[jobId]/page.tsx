import type { Metadata } from "next";

import { JobView } from "@/components/admin/jobs/job-view";

export const metadata: Metadata = { title: "Job" };

export default async function AdminJobPage({ params }: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await params;
  return <JobView jobId={jobId} />;
}
