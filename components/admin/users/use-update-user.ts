"use client";

import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import { apiFetch } from "@/lib/ui/api-fetch";
import type { AdminUser, Page, PlanId, Role } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

export type UserChange = { role: Role } | { banned: true; banReason?: string } | { banned: false } | { planId: PlanId };

/**
 * PATCH /api/admin/users/update for one user. The answer replaces the user in every loaded
 * page of the list; the audit log and the figures are refreshed.
 */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => apiFetch<AdminUser>("/api/admin/users/update", { method: "PATCH", body: { userId, ...change } }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>(
        { queryKey: keys.adminUsers },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((user) => (user.userId === updated.userId ? updated : user)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: keys.adminAuditLog });
      void queryClient.invalidateQueries({ queryKey: keys.adminAnalytics });
    },
  });
}
