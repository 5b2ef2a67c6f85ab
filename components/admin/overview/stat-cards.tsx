import { Stat, StatGrid } from "@/components/ui/stat";
import type { PlatformAnalytics } from "@/client/api-types";

export function StatCards({ data }: { data: PlatformAnalytics }) {
  const { users, apps, jobs, reviews, agents, tickets } = data;
  const openTickets = tickets.byStatus.OPEN + tickets.byStatus.IN_PROGRESS;
  return (
    <StatGrid label="Platform totals">
      <Stat
        label="Users"
        value={users.total}
        testId="stat-users"
        hint={`${users.admins} admin · ${users.banned} banned · +${users.newLast7Days} in 7 days`}
      />
      <Stat label="Apps" value={apps.total} testId="stat-apps" hint={`${apps.syncing} syncing · ${apps.failing} failing`} />
      <Stat
        label="Jobs"
        value={jobs.total}
        testId="stat-jobs"
        hint={`${jobs.byStatus.failed} failed · ${jobs.last24Hours.total} in 24 h`}
      />
      <Stat label="Reviews" value={reviews.total} testId="stat-reviews" hint={`${reviews.unanswered.toLocaleString()} unanswered`} />
      <Stat label="Agents" value={agents.total} testId="stat-agents" hint={`${agents.awaitingApproval} awaiting approval`} />
      <Stat label="Tickets" value={tickets.total} testId="stat-tickets" hint={`${openTickets} open or in progress`} />
    </StatGrid>
  );
}
