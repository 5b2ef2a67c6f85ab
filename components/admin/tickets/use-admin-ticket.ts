"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import * as adminAnalytics from "@/lib/admin-analytics/operations";
import * as audit from "@/lib/audit/operations";
import type { ResultOf } from "@/lib/http/operation";
import * as support from "@/lib/support/operations";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

type AdminTicketDetail = ResultOf<typeof support.adminGetTicket>;

export function useAdminTicket(ticketId: string) {
  return useOperation(support.adminGetTicket, { params: { ticketId } });
}

/** A change to the ticket (reply, status); each answers the ticket, which replaces the cached one. */
function useTicketChange<Input>(ticketId: string, request: (input: Input) => Promise<AdminTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (ticket) => {
      queryClient.setQueryData(operationKey(support.adminGetTicket, { params: { ticketId } }), ticket);
      // A prefix of the ticket's own key too: the one just set is read again, which is harmless.
      void queryClient.invalidateQueries({ queryKey: operationKey(support.adminListTickets) });
      void queryClient.invalidateQueries({ queryKey: operationKey(audit.listAuditLog) });
      void queryClient.invalidateQueries({ queryKey: operationKey(adminAnalytics.getPlatformAnalytics) });
    },
  });
}

export const useAdminReply = (ticketId: string) =>
  useTicketChange(ticketId, (message: string) => call(support.adminReplyToTicket, { params: { ticketId }, body: { message } }));

export const useSetTicketStatus = (ticketId: string) =>
  useTicketChange(ticketId, (status: ResultOf<typeof support.adminGetTicket>["status"]) =>
    call(support.adminSetTicketStatus, { params: { ticketId }, body: { status } }),
  );
