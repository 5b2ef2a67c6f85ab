"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as adminAnalytics from "@/lib/admin-analytics/operations";
import * as adminUsers from "@/lib/admin-users/operations";
import * as audit from "@/lib/audit/operations";
import { call, type CallInput } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { replaceInPages } from "@/client/replace-in-pages";

type Update = CallInput<typeof adminUsers.updateUser>["body"];

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
      replaceInPages(queryClient, adminUsers.listUsers, updated, (user) => user.userId === updated.userId);
      void queryClient.invalidateQueries({ queryKey: operationKey(audit.listAuditLog) });
      void queryClient.invalidateQueries({ queryKey: operationKey(adminAnalytics.getPlatformAnalytics) });
    },
  });
}
