"use client";

import Link from "next/link";
import { useState } from "react";

import { Stars } from "@/components/reviews/stars";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Badge, SyncStatusBadge, VersionStateBadge } from "@/components/ui/status-badge";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import type { AppSummary } from "@/client/api-types";
import { formatRating, plural } from "@/client/format";
import * as teams from "@/lib/teams/operations";
import { setCurrentTeam, useCurrentTeam } from "@/client/current-team";
import { usePortfolio } from "@/client/queries";
import { budgetWait } from "@/client/sync-labels";
import { useOperation } from "@/client/use-operation";

import { AppIcon } from "./app-icon";
import { RatingTrend } from "./rating-trend";

/** With more apps than this, a search box narrows the list. */
const SEARCH_FROM = 6;

/** The portfolio: each app as a card with what needs a look (rating, reviews to answer, the agent's proposal, sync). */
export function AppsList() {
  const portfolio = usePortfolio();
  const [search, setSearch] = useState("");
  const currentTeam = useCurrentTeam();
  const myTeams = useOperation(teams.listTeams, {});
  return (
    <QueryState query={portfolio} loadingLabel="Loading your apps…">
      {({ items: all }) => {
        if (all.length === 0)
          return <EmptyState title="No apps yet">Register an app with an App Store Connect API key to start.</EmptyState>;
        // The header's team switcher narrows the list to one of the person's teams.
        const team = (myTeams.data?.items ?? []).find((candidate) => candidate.id === currentTeam);
        const items = team ? all.filter((item) => item.teamId === team.id) : all;
        const needle = search.trim().toLowerCase();
        const shown = needle
          ? items.filter((item) => `${item.name} ${item.bundleId ?? ""} ${item.storeId}`.toLowerCase().includes(needle))
          : items;
        return (
          <>
            {items.length > SEARCH_FROM && (
              <div className="mb-4 max-w-sm" role="search">
                <TextField
                  label="Search your apps"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Name, bundle ID or Apple ID"
                />
              </div>
            )}
            {team && (
              <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400" role="status">
                {`Showing the apps of ${team.personal ? "your personal team" : team.name}.`}
                <Button size="sm" variant="ghost" onClick={() => setCurrentTeam(null)}>
                  Show every team
                </Button>
              </p>
            )}
            {items.length === 0 ? (
              <EmptyState title="No apps in this team yet">
                Register one with the team chosen, or move an app here from its settings.
              </EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState title="No app matches">Try another name.</EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your apps">
                {shown.map((item) => (
                  <AppCard key={item.appId} app={item} />
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function AppCard({ app }: { app: AppSummary }) {
  const href = `/apps/${app.appId}`;
  return (
    <li
      className="relative flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs transition-shadow hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="app-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <AppIcon name={app.name} seed={app.storeId} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">
            {/* The whole card is the link's target area (the ::after covers it). */}
            <Link
              href={href}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
            >
              {app.name}
            </Link>
          </h2>
          {app.bundleId && <p className="truncate font-mono text-xs text-zinc-600 dark:text-zinc-400">{app.bundleId}</p>}
        </div>
        <div className="flex flex-col items-end gap-1">
          <SyncStatusBadge status={app.syncStatus} />
          {app.suspendedAt && <Badge tone="warning">Paused by your plan</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Rating</dt>
          <dd>
            {app.rating.average ? (
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <span className="font-semibold tabular-nums">{formatRating(app.rating.average)}</span>
                <Stars rating={app.rating.average} size="size-3.5" />
              </span>
            ) : (
              "No ratings yet"
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">On the App Store</dt>
          <dd>{app.liveVersion ? `Version ${app.liveVersion.versionString}` : "Not yet"}</dd>
        </div>
        {app.rating.count > 0 && (
          <div className="col-span-2 min-w-0 text-xs">
            <dt className="sr-only">Rating trend</dt>
            <dd className="text-zinc-600 dark:text-zinc-400">
              <RatingTrend rating={app.rating} />
            </dd>
          </div>
        )}
      </dl>
      <ul className="flex flex-wrap gap-2 text-xs" aria-label="Needs a look">
        {app.unansweredReviews > 0 && (
          <li>
            <Badge tone="warning">{plural(app.unansweredReviews, "unanswered review")}</Badge>
          </li>
        )}
        {app.agent?.pendingAction && (
          <li>
            <Badge tone="warning">Agent proposal waiting</Badge>
          </li>
        )}
        {app.nextVersion && (
          <li className="inline-flex items-center gap-1">
            <span className="text-zinc-600 dark:text-zinc-400">Next {app.nextVersion.versionString}:</span>{" "}
            <VersionStateBadge state={app.nextVersion.appStoreState} />
          </li>
        )}
      </ul>
      <p className="mt-auto text-xs text-zinc-600 dark:text-zinc-400">
        {app.syncStatus === "failed" ? "The last sync failed. " : ""}
        {app.syncStatus === "waiting" ? `${budgetWait(app.syncResumesAt)}. ` : ""}Synced <Time value={app.lastSyncedAt} fallback="never" />
      </p>
    </li>
  );
}
