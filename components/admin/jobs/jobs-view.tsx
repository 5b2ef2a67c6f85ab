"use client";

import { PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as adminJobs from "@/lib/admin-jobs/operations";
import { queueLabel } from "@/client/job-labels";
import { JOB_STATUS_LABELS } from "@/client/labels";
import { useLoadMore } from "@/client/use-load-more";
import { useUrlFilters } from "@/client/use-url-filters";

import { JobStatsChart } from "./job-stats-chart";
import { JobsTable } from "./jobs-table";
import { OutboxCard } from "./outbox-card";
import { QueuesCard } from "./queues-card";
import { useQueues } from "./use-queues";

const FILTERS = ["status", "queueName", "search", "days"] as const;
const DAYS = [1, 7, 30, 90, 365];

/** /admin/jobs(?status=&queueName=&search=&days=): background jobs, their daily statistics and the queues. */
export function JobsView() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const queues = useQueues();
  const jobs = useLoadMore(adminJobs.listJobs, { query: filters });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader title="Jobs" description="Background work: syncs, agent ticks, emails, pushes, schedules." />
      <div className="mb-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <JobStatsChart queueName={filters.queueName} />
        <div className="flex flex-col gap-6">
          <OutboxCard />
          <QueuesCard />
        </div>
      </div>
      <FilterForm label="Filter jobs" value={filters} onApply={setFilters} columns="sm:grid-cols-5">
        {(draft, set) => (
          <>
            <SelectField label="Status" value={draft.status} onChange={set("status")}>
              <option value="">Any</option>
              {Object.entries(JOB_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Queue" value={draft.queueName} onChange={set("queueName")}>
              <option value="">Any</option>
              {queues.data?.items.map((queue) => (
                <option key={queue.name} value={queue.name}>
                  {queueLabel(queue.name)}
                </option>
              ))}
            </SelectField>
            <TextField label="Search" type="search" placeholder="Job id or payload text" value={draft.search} onChange={set("search")} />
            <SelectField label="Created" value={draft.days} onChange={set("days")}>
              <option value="">Any time</option>
              {DAYS.map((days) => (
                <option key={days} value={days}>
                  {days === 1 ? "Last 24 hours" : `Last ${days} days`}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </FilterForm>
      <ProblemAlert error={jobs.error ?? queues.error} className="mb-4" />
      {jobs.isPending ? (
        <Loading label="Loading jobs…" />
      ) : jobs.items.length === 0 ? (
        !jobs.error && <EmptyState title={filtered ? "No jobs match these filters" : "No jobs yet"} />
      ) : (
        <JobsTable jobs={jobs.items} />
      )}
      <LoadMore
        hasNextPage={jobs.hasNextPage}
        isFetchingNextPage={jobs.isFetchingNextPage}
        loadMore={jobs.loadMore}
        label="Load more jobs"
      />
    </>
  );
}
