"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as adminJobs from "@/lib/admin-jobs/operations";
import type { ResultOf } from "@/lib/http/operation";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

const active = (job: ResultOf<typeof adminJobs.getJob> | undefined) => job?.status === "queued" || job?.status === "running";

/** One job; followed every 2 s while it is queued or running. */
export function useJob(jobId: string) {
  return useOperation(adminJobs.getJob, { params: { jobId } }, { refetchInterval: (query) => (active(query.state.data) ? 2000 : false) });
}

/** Retry: answers the new job (linked by `retryOfId`); `409 job_not_failed` otherwise. */
export function useRetryJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminJobs.retryJob, { params: { jobId } }),
    onSuccess: () => {
      // The jobs' key is a prefix of each job's, its stats' and the queues': all refresh.
      void queryClient.invalidateQueries({ queryKey: operationKey(adminJobs.listJobs) });
    },
  });
}
