"use client";

import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import * as adminAnalytics from "@/lib/admin-analytics/operations";
import * as adminUsers from "@/lib/admin-users/operations";
import * as audit from "@/lib/audit/operations";
import type { ResultOf } from "@/lib/http/operation";
import { call, type CallInput } from "@/lib/ui/call";
import { operationKey } from "@/lib/ui/operation-keys";

type Update = CallInput<typeof adminUsers.updateUser>["body"];
type UsersPage = ResultOf<typeof adminUsers.listUsers>;

/** One change at a time, as the row's actions make them (the schema would accept several at once). */
export type UserChange =
  | { role: NonNullable<Update["role"]> }
  | { banned: true; banReason?: string }
  | { banned: false }
  | { planId: NonNullable<Update["planId"]> };

/**
 * Updates one user. The answer replaces the user in every loaded page of the list; the audit log
 * and the figures are refreshed.
 */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => call(adminUsers.updateUser, { body: { userId, ...change } }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<UsersPage>>(
        { queryKey: operationKey(adminUsers.listUsers) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((user) => (user.userId === updated.userId ? updated : user)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: operationKey(audit.listAuditLog) });
      void queryClient.invalidateQueries({ queryKey: operationKey(adminAnalytics.getPlatformAnalytics) });
    },
  });
}
