import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { App, AppVersion } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { appsVisibleTo, appVisibleTo } from "@/lib/teams/membership";

import { TREND_WINDOW_DAYS, type appSummary } from "./schemas";

type AppSummary = z.input<typeof appSummary>;

const DAY_MS = 86_400_000;
const LIVE_STATES = new Set(["READY_FOR_SALE", "READY_FOR_DISTRIBUTION", "PREORDER_READY_FOR_SALE"]);
/** States a version leaves the App Store's path in: neither live nor on its way. */
const ENDED_STATES = new Set(["REPLACED_WITH_NEW_VERSION", "REMOVED_FROM_SALE", "DEVELOPER_REMOVED_FROM_SALE", "NOT_APPLICABLE"]);

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const ref = (version: AppVersion | undefined) =>
  version ? { id: version.id, versionString: version.versionString, appStoreState: version.appStoreState } : null;

/** The live version and the newest one on its way; versions come newest first. */
function versionsOf(versions: AppVersion[]) {
  const live = versions.find((version) => LIVE_STATES.has(version.appStoreState));
  const next = versions.find((version) => !LIVE_STATES.has(version.appStoreState) && !ENDED_STATES.has(version.appStoreState));
  return { liveVersion: ref(live), nextVersion: ref(next) };
}

/**
 * Summaries of the given apps (all of the user's), each figure from one grouped query over all
 * of them, so the portfolio costs the same handful of queries for one app or a hundred.
 */
async function summarize(apps: App[], now: number): Promise<AppSummary[]> {
  const appIds = apps.map((app) => app.id);
  const within = (from: number, to: number) => ({ storeCreatedAt: { gte: new Date(from), lt: new Date(to) } });
  const recentFrom = now - TREND_WINDOW_DAYS * DAY_MS;
  const previousFrom = recentFrom - TREND_WINDOW_DAYS * DAY_MS;
  const ratings = (extra: object = {}) =>
    db().customerReview.groupBy({
      by: ["appId"],
      where: { appId: { in: appIds }, ...extra },
      _count: { _all: true },
      _avg: { rating: true },
    });
  const [versions, overall, recent, previous, unanswered, agents] = await Promise.all([
    db().appVersion.findMany({
      where: { appId: { in: appIds } },
      orderBy: [{ storeCreatedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    }),
    ratings(),
    ratings(within(recentFrom, now + DAY_MS)),
    ratings(within(previousFrom, recentFrom)),
    db().customerReview.groupBy({ by: ["appId"], where: { appId: { in: appIds }, responseStoreId: null }, _count: { _all: true } }),
    db().agent.findMany({ where: { appId: { in: appIds } }, include: { pendingAction: { select: { summary: true, createdAt: true } } } }),
  ]);
  const window = (rows: typeof overall, appId: string) => {
    const row = rows.find((candidate) => candidate.appId === appId);
    return { count: row?._count._all ?? 0, average: round2(row?._avg.rating ?? null) };
  };
  return apps.map((app) => {
    const agent = agents.find((candidate) => candidate.appId === app.id);
    const all = window(overall, app.id);
    return {
      appId: app.id,
      teamId: app.teamId,
      name: app.name,
      bundleId: app.bundleId,
      storeId: app.storeId,
      syncStatus: app.syncStatus,
      syncResumesAt: app.syncResumesAt?.toISOString() ?? null,
      lastSyncedAt: app.lastSyncedAt?.toISOString() ?? null,
      suspendedAt: app.suspendedAt?.toISOString() ?? null,
      lastSyncError: app.lastSyncError,
      ...versionsOf(versions.filter((version) => version.appId === app.id)),
      rating: { count: all.count, average: all.average, recent: window(recent, app.id), previous: window(previous, app.id) },
      unansweredReviews: unanswered.find((row) => row.appId === app.id)?._count._all ?? 0,
      agent: agent
        ? {
            enabled: agent.enabled,
            status: agent.status,
            pendingAction: agent.pendingAction
              ? { summary: agent.pendingAction.summary, createdAt: agent.pendingAction.createdAt.toISOString() }
              : null,
          }
        : null,
    };
  });
}

/** Every app the user can see across their teams, by name. */
export async function getPortfolio(userId: string, now: number = Date.now()): Promise<AppSummary[]> {
  const apps = await db().app.findMany({ where: await appsVisibleTo(userId) });
  apps.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || (a.id < b.id ? -1 : 1));
  return apps.length === 0 ? [] : summarize(apps, now);
}

/** One app the user can see; any other answers 404 like a missing one. */
export async function getAppSummary(userId: string, appId: string, now: number = Date.now()): Promise<AppSummary> {
  const app = await db().app.findFirst({ where: appVisibleTo(userId, appId) });
  if (!app) throw notFound("app");
  return (await summarize([app], now))[0]!;
}
