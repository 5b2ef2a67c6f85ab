"use client";

import * as agent from "@/lib/agent/operations";
import * as apps from "@/lib/apps/operations";
import type { ResultOf } from "@/lib/http/operation";
import * as locales from "@/lib/locales/operations";
import * as portfolio from "@/lib/portfolio/operations";
import * as reviews from "@/lib/reviews/operations";
import * as teams from "@/lib/teams/operations";
import { roleAllows, type TeamPermission } from "@/lib/teams/roles";

import type { CallInput } from "./call";
import type { ListFilters } from "./use-load-more";
import { useOperation } from "./use-operation";

type App = ResultOf<typeof apps.getApp>;
type Agent = ResultOf<typeof agent.getAppAgent>;

const syncing = (app: App) => app.syncStatus === "syncing" || app.syncStatus === "never";

export function useApps() {
  return useOperation(
    apps.listApps,
    {},
    {
      // While a sync runs, follow it.
      refetchInterval: (query) => (query.state.data?.items.some(syncing) ? 2000 : false),
    },
  );
}

export function useApp(appId: string) {
  return useOperation(
    apps.getApp,
    { params: { appId } },
    {
      refetchInterval: (query) => (query.state.data && syncing(query.state.data) ? 2000 : false),
    },
  );
}

/** Busy states change within seconds; a resting agent is checked now and then. */
const BUSY: Agent["status"][] = ["idle", "thinking", "executing"];

export function useAgent(appId: string) {
  return useOperation(
    agent.getAppAgent,
    { params: { appId } },
    {
      refetchInterval: (query) => {
        const current = query.state.data;
        if (!current?.enabled) return false;
        return BUSY.includes(current.status) ||
          current.pendingAction?.status === "approved" ||
          current.pendingAction?.status === "executing"
          ? 1500
          : 15_000;
      },
    },
  );
}

/** Summaries of every app (the portfolio), followed while one of them syncs. */
export function usePortfolio() {
  return useOperation(
    portfolio.getPortfolio,
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.syncStatus === "syncing" || item.syncStatus === "never") ? 3000 : false,
    },
  );
}

export function useAppSummary(appId: string) {
  return useOperation(portfolio.getAppSummary, { params: { appId } });
}

/** Figures of the app's reviews matching `filters` (the list's filters). */
export function useReviewSummary(appId: string, filters: ListFilters<typeof reviews.summarizeReviews> = {}) {
  // The filters may be the URL's text: the server parses them (and refuses what does not fit).
  const input = { params: { appId }, query: filters } as CallInput<typeof reviews.summarizeReviews>;
  return useOperation(reviews.summarizeReviews, input, { placeholderData: (previous) => previous });
}

export function useAppLocales(appId: string) {
  return useOperation(locales.listAppLocales, { params: { appId } });
}

/**
 * What the signed-in member may do in a team, from their role (the matrix the API enforces):
 * pages hide what a role cannot do rather than fail on click. False until the role is known.
 */
export function useTeamPermissions(teamId: string | undefined) {
  const team = useOperation(teams.getTeam, { params: { teamId: teamId ?? "" } }, { enabled: Boolean(teamId), staleTime: 60_000 });
  const role = team.data?.role;
  return { role, may: (permission: TeamPermission) => (role ? roleAllows(role, permission) : false) };
}
