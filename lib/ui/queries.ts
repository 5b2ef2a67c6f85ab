"use client";

import * as account from "@/lib/account/operations";
import * as adminAnalytics from "@/lib/admin-analytics/operations";
import * as adminJobs from "@/lib/admin-jobs/operations";
import * as adminUsers from "@/lib/admin-users/operations";
import * as agent from "@/lib/agent/operations";
import * as appInfo from "@/lib/app-info/operations";
import * as apps from "@/lib/apps/operations";
import * as audit from "@/lib/audit/operations";
import * as billing from "@/lib/billing/operations";
import * as email from "@/lib/email/operations";
import type { ResultOf } from "@/lib/http/operation";
import * as locales from "@/lib/locales/operations";
import * as notifications from "@/lib/notifications/operations";
import * as portfolio from "@/lib/portfolio/operations";
import * as push from "@/lib/push/operations";
import * as reviews from "@/lib/reviews/operations";
import * as revisions from "@/lib/revisions/operations";
import * as sales from "@/lib/sales/operations";
import * as support from "@/lib/support/operations";
import * as sync from "@/lib/sync/operations";
import * as usage from "@/lib/usage/operations";
import * as versions from "@/lib/versions/operations";

import type { CallInput } from "./call";
import { operationKey } from "./operation-keys";
import type { ListFilters } from "./use-load-more";
import { useOperation } from "./use-operation";

/**
 * @deprecated, removed after the forms move: use `operationKey(operation, input)`. Kept for the
 * forms that still invalidate through it; each key is the operation's own, so both agree.
 */
export const keys = {
  apps: operationKey(apps.listApps),
  portfolio: operationKey(portfolio.getPortfolio),
  appSummary: (appId: string) => operationKey(portfolio.getAppSummary, { params: { appId } }),
  wordLists: (appId: string) => operationKey(apps.getWordLists, { params: { appId } }),
  reviewSummary: (appId: string) => operationKey(reviews.summarizeReviews, { params: { appId } }),
  dailySales: (appId: string, from: string, to: string) => operationKey(sales.getDailySales, { params: { appId }, query: { from, to } }),
  appInfo: (appId: string) => operationKey(appInfo.getAppInfo, { params: { appId } }),
  app: (appId: string) => operationKey(apps.getApp, { params: { appId } }),
  credentials: (appId: string) => operationKey(apps.getCredentials, { params: { appId } }),
  latestTask: (appId: string) => operationKey(sync.listTasks, { query: { appId, limit: 1 } }),
  task: (taskId: string) => operationKey(sync.getTask, { params: { taskId } }),
  versions: (appId: string) => operationKey(versions.listVersions, { params: { appId } }),
  version: (appId: string, versionId: string) => operationKey(versions.getVersion, { params: { appId, versionId } }),
  reviews: (appId: string) => operationKey(reviews.listReviews, { params: { appId } }),
  changes: (appId: string) => operationKey(revisions.listAppChanges, { params: { appId } }),
  appLocales: (appId: string) => operationKey(locales.listAppLocales, { params: { appId } }),
  agent: (appId: string) => operationKey(agent.getAppAgent, { params: { appId } }),
  agentEvents: (appId: string) => operationKey(agent.listAppAgentEvents, { params: { appId } }),
  agentMemories: (appId: string) => operationKey(agent.listAppAgentMemories, { params: { appId } }),
  agentExperiments: (appId: string) => operationKey(agent.listAppAgentExperiments, { params: { appId } }),
  tickets: operationKey(support.listTickets),
  ticket: (ticketId: string) => operationKey(support.getTicket, { params: { ticketId } }),
  preferences: operationKey(notifications.getNotificationPreferences),
  usage: operationKey(usage.getUsage),
  billing: operationKey(billing.getBilling),
  plans: operationKey(billing.listPlans),
  pushSubscriptions: operationKey(push.listPushSubscriptions),
  account: operationKey(account.getAccount),
  accountSessions: operationKey(account.listSessions),
  accessTokens: operationKey(account.listAccessTokens),
  adminAnalytics: operationKey(adminAnalytics.getPlatformAnalytics),
  adminUsers: operationKey(adminUsers.listUsers),
  adminAuditLog: operationKey(audit.listAuditLog),
  adminTickets: operationKey(support.adminListTickets),
  adminTicket: (ticketId: string) => operationKey(support.adminGetTicket, { params: { ticketId } }),
  adminJobs: operationKey(adminJobs.listJobs),
  adminJobStats: (days: number) => operationKey(adminJobs.getJobStats, { query: { days } }),
  adminJob: (jobId: string) => operationKey(adminJobs.getJob, { params: { jobId } }),
  adminQueues: operationKey(adminJobs.listQueues),
  adminOutbox: operationKey(adminJobs.getOutbox),
  adminAgents: operationKey(agent.adminListAgents),
  adminAgent: (agentId: string) => operationKey(agent.adminGetAgent, { params: { agentId } }),
  adminAgentEvents: (agentId: string) => operationKey(agent.adminListAgentEvents, { params: { agentId } }),
  adminEmailTemplates: operationKey(email.listEmailTemplates),
  adminEmails: operationKey(email.listEmails),
  adminEmail: (emailId: string) => operationKey(email.getEmail, { params: { emailId } }),
};

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
