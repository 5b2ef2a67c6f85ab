"use client";

import { useQuery } from "@tanstack/react-query";

import { apiFetch } from "@/lib/ui/api-fetch";
import type { EmailTemplate } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** Every email template (GET /api/admin/email-templates); they change only with a deployment. */
export function useEmailTemplates() {
  return useQuery({
    queryKey: keys.adminEmailTemplates,
    queryFn: ({ signal }) => apiFetch<{ items: EmailTemplate[] }>("/api/admin/email-templates", { signal }),
    staleTime: Infinity,
  });
}
