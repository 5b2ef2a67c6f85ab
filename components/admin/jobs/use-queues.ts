"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { JobQueue } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** Every queue with its paused state (GET /api/admin/jobs/queues): the queue filter and the queues card. */
export function useQueues() {
  return useQuery({
    queryKey: keys.adminQueues,
    queryFn: ({ signal }) => apiFetch<{ items: JobQueue[] }>("/api/admin/jobs/queues", { signal }),
  });
}

/** Pause or resume one queue; the answer replaces it in the cached list. */
export function useQueueToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, pause }: { name: string; pause: boolean }) =>
      apiFetch<JobQueue>(`/api/admin/jobs/queues/${seg(name)}/${pause ? "pause" : "resume"}`, { method: "POST" }),
    onSuccess: (queue) => {
      queryClient.setQueryData<{ items: JobQueue[] }>(
        keys.adminQueues,
        (data) => data && { items: data.items.map((item) => (item.name === queue.name ? queue : item)) },
      );
    },
  });
}
