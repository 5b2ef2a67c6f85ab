"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as adminJobs from "@/lib/admin-jobs/operations";
import type { ResultOf } from "@/lib/http/operation";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

/** Every queue with its paused state: the queue filter and the queues card. */
export function useQueues() {
  return useOperation(adminJobs.listQueues, {});
}

/** Pause or resume one queue; the answer replaces it in the cached list. */
export function useQueueToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, pause }: { name: string; pause: boolean }) =>
      call(pause ? adminJobs.pauseQueue : adminJobs.resumeQueue, { params: { queueName: name } }),
    onSuccess: (queue) => {
      queryClient.setQueryData<ResultOf<typeof adminJobs.listQueues>>(
        operationKey(adminJobs.listQueues),
        (data) => data && { items: data.items.map((item) => (item.name === queue.name ? queue : item)) },
      );
    },
  });
}
