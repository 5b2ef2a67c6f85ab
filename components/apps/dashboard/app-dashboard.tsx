"use client";

import { QueryState } from "@/components/ui/states";
import type { App } from "@/client/api-types";
import { useApp, useTeamPermissions } from "@/client/queries";

import { AgentCard } from "./agent-card";
import { FirstSyncNotice } from "./first-sync-notice";
import { LocalesCard } from "./locales-card";
import { RatingsCard } from "./ratings-card";
import { SalesCard } from "./sales-card";
import { SummaryCards } from "./summary-cards";
import { WaitingReviewsCard } from "./waiting-reviews-card";

/**
 * The app's first tab: what a publisher checks every morning. Versions, rating and its trend,
 * unanswered reviews and sync at the top; ratings and sales charts; then what waits for them
 * (critical reviews without a reply, incomplete locales, the agent's proposal).
 */
export function AppDashboard({ appId }: { appId: string }) {
  const app = useApp(appId);
  return <QueryState query={app}>{(data) => (data.lastSyncedAt ? <Dashboard app={data} /> : <FirstSyncNotice app={data} />)}</QueryState>;
}

function Dashboard({ app }: { app: App }) {
  // Sales and proceeds are for owners, admins and finance, as in App Store Connect.
  const { may } = useTeamPermissions(app.teamId);
  return (
    <div className="flex flex-col gap-6">
      <SummaryCards app={app} />
      <RatingsCard appId={app.id} />
      {may("sales.read") && <SalesCard app={app} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <WaitingReviewsCard appId={app.id} />
        <LocalesCard appId={app.id} />
        <AgentCard appId={app.id} />
      </div>
    </div>
  );
}
