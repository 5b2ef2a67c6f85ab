"use client";

import { useQuery } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { PlatformAnalytics } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

import { Breakdowns } from "./breakdowns";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";

/** /admin: the platform's figures and its latest activity (GET /api/admin/analytics). */
export function AnalyticsView() {
  const analytics = useQuery({
    queryKey: keys.adminAnalytics,
    queryFn: ({ signal }) => apiFetch<PlatformAnalytics>("/api/admin/analytics", { signal }),
    refetchInterval: 60_000,
  });
  return (
    <>
      <PageHeader
        title="Overview"
        description={
          analytics.data ? (
            <>
              Figures as of <Time value={analytics.data.generatedAt} relative={false} />.
            </>
          ) : (
            "The platform at a glance."
          )
        }
        actions={
          <Button variant="secondary" onClick={() => void analytics.refetch()} pending={analytics.isFetching}>
            Refresh
          </Button>
        }
      />
      <QueryState query={analytics} loadingLabel="Loading the figures…">
        {(data) => (
          <div className="flex flex-col gap-6">
            <StatCards data={data} />
            <Breakdowns data={data} />
            <RecentActivity activity={data.recentActivity} />
          </div>
        )}
      </QueryState>
    </>
  );
}
