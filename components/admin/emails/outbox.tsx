"use client";

import Link from "next/link";

import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { EmailStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as email from "@/lib/email/operations";
import { EMAIL_STATUS_LABELS } from "@/client/labels";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

import { useEmailTemplates } from "./use-email-templates";

const FILTERS = ["to", "status", "template"] as const;

/** Every email sent or queued, newest first (`listEmails`); followed while one is queued. */
export function Outbox() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const templates = useEmailTemplates();
  const emails = useLoadMore(
    email.listEmails,
    { query: filters },
    { refetchInterval: (items) => (items.some((item) => item.status === "queued") ? 2000 : false) },
  );
  const filtered = Object.values(filters).some(Boolean);
  return (
    <Card
      title="Outbox"
      description="Every email the service sends, with its delivery. Without RESEND_API_KEY nothing leaves the service: this is where they are."
    >
      <FilterForm label="Filter emails" value={filters} onApply={setFilters}>
        {(draft, set) => (
          <>
            <TextField label="Recipient" type="search" placeholder="Exact address" value={draft.to} onChange={set("to")} />
            <SelectField label="Status" value={draft.status} onChange={set("status")}>
              <option value="">Any</option>
              {Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Template" value={draft.template} onChange={set("template")}>
              <option value="">Any</option>
              {templates.data?.items.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </FilterForm>
      <ProblemAlert error={emails.error} className="mb-4" />
      {emails.isPending ? (
        <Loading label="Loading emails…" />
      ) : emails.items.length === 0 ? (
        !emails.error && <EmptyState title={filtered ? "No emails match these filters" : "No emails yet"} />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Emails">
          {emails.items.map((email) => (
            <li key={email.emailId} className="flex flex-wrap items-center justify-between gap-3 py-2.5" data-testid="email-row">
              <div className="min-w-0">
                <Link href={`/admin/emails/${email.emailId}`} className="font-medium hover:underline">
                  {email.subject}
                </Link>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  to {email.to} · {email.template}
                  {email.transport && ` · via ${email.transport}`}
                  {email.attempts > 1 && ` · ${email.attempts} attempts`}
                </div>
                {email.error && <div className="text-xs text-red-600">{email.error}</div>}
              </div>
              <div className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                <EmailStatusBadge status={email.status} />
                <Time value={email.sentAt ?? email.createdAt} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={emails.hasNextPage}
        isFetchingNextPage={emails.isFetchingNextPage}
        loadMore={emails.loadMore}
        label="Load older emails"
      />
    </Card>
  );
}
