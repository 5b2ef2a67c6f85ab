"use client";

import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as adminAnalytics from "@/lib/admin-analytics/operations";
import { useOperation } from "@/client/use-operation";

import { Breakdowns } from "./breakdowns";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";

/** /admin: the platform's figures and its latest activity (`getPlatformAnalytics`). */
export function AnalyticsView() {
  const analytics = useOperation(
    adminAnalytics.getPlatformAnalytics,
    {},
    {
      refetchInterval: 60_000,
    },
  );
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
