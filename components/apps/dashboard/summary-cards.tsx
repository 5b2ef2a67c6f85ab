"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { Stars } from "@/components/reviews/stars";
import { SyncStatusBadge, VersionStateBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { App, AppSummary } from "@/client/api-types";
import { formatRating, plural } from "@/client/format";
import { useAppSummary } from "@/client/queries";

import { RatingTrend } from "../rating-trend";

function Tile({ label, children, footer, testId }: { label: string; children: ReactNode; footer?: ReactNode; testId?: string }) {
  return (
    <div
      className="flex min-w-0 flex-col rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
      data-testid={testId}
    >
      <h2 className="text-sm text-zinc-600 dark:text-zinc-400">{label}</h2>
      <div className="mt-1 min-w-0 flex-1">{children}</div>
      {footer && <div className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{footer}</div>}
    </div>
  );
}

/** The four figures at the top: versions, rating with its trend, unanswered reviews, last sync. */
export function SummaryCards({ app }: { app: App }) {
  const summary = useAppSummary(app.id);
  const data: AppSummary | undefined = summary.data;
  const base = `/apps/${app.id}`;
  return (
    <section aria-label="At a glance" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Tile
        label="On the App Store"
        testId="tile-versions"
        footer={
          data?.nextVersion ? (
            <Link href={`${base}/versions/${data.nextVersion.id}`} className="inline-flex flex-wrap items-center gap-1.5 hover:underline">
              Next: {data.nextVersion.versionString} <VersionStateBadge state={data.nextVersion.appStoreState} />
            </Link>
          ) : (
            "No version in preparation"
          )
        }
      >
        {data?.liveVersion ? (
          <p className="text-2xl font-semibold">Version {data.liveVersion.versionString}</p>
        ) : (
          <p className="text-lg text-zinc-600 dark:text-zinc-400">{data ? "Not on the App Store yet" : "…"}</p>
        )}
      </Tile>
      <Tile label="Rating" testId="tile-rating" footer={data && <RatingTrend rating={data.rating} />}>
        {data?.rating.average ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-semibold tabular-nums">{formatRating(data.rating.average)}</span>
            <Stars rating={data.rating.average} />
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{plural(data.rating.count, "rating")}</span>
          </div>
        ) : (
          <p className="text-lg text-zinc-600 dark:text-zinc-400">{data ? "No ratings yet" : "…"}</p>
        )}
      </Tile>
      <Tile
        label="Unanswered reviews"
        testId="tile-unanswered"
        footer={
          data &&
          data.unansweredReviews > 0 && (
            <Link href={`${base}/reviews?responded=false`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              Answer them
            </Link>
          )
        }
      >
        <p className="text-2xl font-semibold tabular-nums">{data ? data.unansweredReviews.toLocaleString() : "…"}</p>
      </Tile>
      <Tile
        label="Last sync"
        testId="tile-sync"
        footer={
          <Link href={`${base}/settings`} className="hover:underline">
            Sync settings
          </Link>
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">
            <Time value={app.lastSyncedAt} fallback="Never" />
          </span>
          <SyncStatusBadge status={app.syncStatus} />
        </div>
      </Tile>
    </section>
  );
}
