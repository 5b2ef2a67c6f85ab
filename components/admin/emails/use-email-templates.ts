"use client";

import * as email from "@/lib/email/operations";
import { useOperation } from "@/client/use-operation";

/** Every email template; they change only with a deployment. */
export function useEmailTemplates() {
  return useOperation(email.listEmailTemplates, {}, { staleTime: Infinity });
}
