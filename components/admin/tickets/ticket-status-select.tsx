"use client";

import { SelectField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import type { TicketStatus } from "@/client/api-types";
import { TICKET_STATUS_LABELS } from "@/client/labels";

import { useSetTicketStatus } from "./use-admin-ticket";

/** Any status may be set (a closed ticket can be reopened); each change goes to the audit log. */
export function TicketStatusSelect({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const setStatus = useSetTicketStatus(ticketId);
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Status"
        value={status}
        disabled={setStatus.isPending}
        onChange={(event) => setStatus.mutate(event.target.value as TicketStatus)}
      >
        {Object.entries(TICKET_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <ProblemAlert error={setStatus.error} />
    </div>
  );
}
