"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AdminTicketDetail, TicketStatus } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

export function useAdminTicket(ticketId: string) {
  return useQuery({
    queryKey: keys.adminTicket(ticketId),
    queryFn: ({ signal }) => apiFetch<AdminTicketDetail>(`/api/admin/tickets/${seg(ticketId)}`, { signal }),
  });
}

/** A change to the ticket (reply, status); each answers the ticket, which replaces the cached one. */
function useTicketChange<Input>(ticketId: string, request: (input: Input) => Promise<AdminTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (ticket) => {
      queryClient.setQueryData(keys.adminTicket(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: keys.adminTickets });
      void queryClient.invalidateQueries({ queryKey: keys.adminAuditLog });
      void queryClient.invalidateQueries({ queryKey: keys.adminAnalytics });
    },
  });
}

export const useAdminReply = (ticketId: string) =>
  useTicketChange(ticketId, (message: string) =>
    apiFetch<AdminTicketDetail>(`/api/admin/tickets/${seg(ticketId)}/messages`, { method: "POST", body: { message } }),
  );

export const useSetTicketStatus = (ticketId: string) =>
  useTicketChange(ticketId, (status: TicketStatus) =>
    apiFetch<AdminTicketDetail>(`/api/admin/tickets/${seg(ticketId)}/status`, { method: "PATCH", body: { status } }),
  );
