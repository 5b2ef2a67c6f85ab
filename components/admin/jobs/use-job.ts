"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { JobDetail, JobSummary } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

const active = (job: JobDetail | undefined) => job?.status === "queued" || job?.status === "running";

/** One job; followed every 2 s while it is queued or running. */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: keys.adminJob(jobId),
    queryFn: ({ signal }) => apiFetch<JobDetail>(`/api/admin/jobs/${seg(jobId)}`, { signal }),
    refetchInterval: (query) => (active(query.state.data) ? 2000 : false),
  });
}

/** POST retry: answers the new job (linked by `retryOfId`); `409 job_not_failed` otherwise. */
export function useRetryJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<JobSummary>(`/api/admin/jobs/${seg(jobId)}/retry`, { method: "POST" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.adminJobs });
      void queryClient.invalidateQueries({ queryKey: keys.adminQueues });
    },
  });
}
