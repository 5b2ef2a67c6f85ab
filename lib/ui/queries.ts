"use client";

import { useQuery } from "@tanstack/react-query";

import { apiFetch, seg } from "./api-fetch";
import type { Agent, App, AppLocales, AppSummary, ReviewSummary } from "./api-types";

/** Query keys, one place, so a mutation can invalidate exactly what it changed. */
export const keys = {
  apps: ["apps"] as const,
  portfolio: ["portfolio"] as const,
  appSummary: (appId: string) => ["app", appId, "summary"] as const,
  wordLists: (appId: string) => ["app", appId, "word-lists"] as const,
  reviewSummary: (appId: string) => ["app", appId, "reviews", "summary"] as const,
  dailySales: (appId: string, from: string, to: string) => ["app", appId, "sales", from, to] as const,
  appInfo: (appId: string) => ["app", appId, "app-info"] as const,
  app: (appId: string) => ["app", appId] as const,
  credentials: (appId: string) => ["app", appId, "credentials"] as const,
  latestTask: (appId: string) => ["app", appId, "latest-task"] as const,
  task: (taskId: string) => ["task", taskId] as const,
  versions: (appId: string) => ["app", appId, "versions"] as const,
  version: (appId: string, versionId: string) => ["app", appId, "version", versionId] as const,
  reviews: (appId: string) => ["app", appId, "reviews"] as const,
  changes: (appId: string) => ["app", appId, "changes"] as const,
  appLocales: (appId: string) => ["app", appId, "locales"] as const,
  agent: (appId: string) => ["app", appId, "agent"] as const,
  agentEvents: (appId: string) => ["app", appId, "agent", "events"] as const,
  agentMemories: (appId: string) => ["app", appId, "agent", "memories"] as const,
  agentExperiments: (appId: string) => ["app", appId, "agent", "experiments"] as const,
  tickets: ["tickets"] as const,
  ticket: (ticketId: string) => ["ticket", ticketId] as const,
  preferences: ["notification-preferences"] as const,
  usage: ["usage"] as const,
  billing: ["billing"] as const,
  plans: ["billing", "plans"] as const,
  pushSubscriptions: ["push-subscriptions"] as const,
  account: ["account"] as const,
  accountSessions: ["account", "sessions"] as const,
  accessTokens: ["account", "tokens"] as const,
  // Admin panel: everything under ["admin"], so a change can refresh the whole panel.
  adminAnalytics: ["admin", "analytics"] as const,
  adminUsers: ["admin", "users"] as const,
  adminAuditLog: ["admin", "audit-log"] as const,
  adminTickets: ["admin", "tickets"] as const,
  adminTicket: (ticketId: string) => ["admin", "ticket", ticketId] as const,
  adminJobs: ["admin", "jobs"] as const,
  adminJobStats: (days: number) => ["admin", "jobs", "stats", days] as const,
  adminJob: (jobId: string) => ["admin", "job", jobId] as const,
  adminQueues: ["admin", "queues"] as const,
  adminOutbox: ["admin", "outbox"] as const,
  adminAgents: ["admin", "agents"] as const,
  adminAgent: (agentId: string) => ["admin", "agent", agentId] as const,
  adminAgentEvents: (agentId: string) => ["admin", "agent", agentId, "events"] as const,
  adminEmailTemplates: ["admin", "email-templates"] as const,
  adminEmails: ["admin", "emails"] as const,
  adminEmail: (emailId: string) => ["admin", "email", emailId] as const,
};

const syncing = (app: App) => app.syncStatus === "syncing" || app.syncStatus === "never";

export function useApps() {
  return useQuery({
    queryKey: keys.apps,
    queryFn: ({ signal }) => apiFetch<{ items: App[] }>("/api/apps", { signal }),
    // While a sync runs, follow it.
    refetchInterval: (query) => (query.state.data?.items.some(syncing) ? 2000 : false),
  });
}

export function useApp(appId: string) {
  return useQuery({
    queryKey: keys.app(appId),
    queryFn: ({ signal }) => apiFetch<App>(`/api/apps/${seg(appId)}`, { signal }),
    refetchInterval: (query) => (query.state.data && syncing(query.state.data) ? 2000 : false),
  });
}

/** Busy states change within seconds; a resting agent is checked now and then. */
const BUSY: Agent["status"][] = ["idle", "thinking", "executing"];

export function useAgent(appId: string) {
  return useQuery({
    queryKey: keys.agent(appId),
    queryFn: ({ signal }) => apiFetch<Agent>(`/api/apps/${seg(appId)}/agent`, { signal }),
    refetchInterval: (query) => {
      const agent = query.state.data;
      if (!agent?.enabled) return false;
      return BUSY.includes(agent.status) || agent.pendingAction?.status === "approved" || agent.pendingAction?.status === "executing"
        ? 1500
        : 15_000;
    },
  });
}

/** Summaries of every app (the portfolio), followed while one of them syncs. */
export function usePortfolio() {
  return useQuery({
    queryKey: keys.portfolio,
    queryFn: ({ signal }) => apiFetch<{ items: AppSummary[] }>("/api/portfolio", { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.syncStatus === "syncing" || item.syncStatus === "never") ? 3000 : false,
  });
}

export function useAppSummary(appId: string) {
  return useQuery({
    queryKey: keys.appSummary(appId),
    queryFn: ({ signal }) => apiFetch<AppSummary>(`/api/apps/${seg(appId)}/summary`, { signal }),
  });
}

/** Figures of the app's reviews matching `filters` (the list's filters). */
export function useReviewSummary(appId: string, filters: Record<string, string> = {}) {
  return useQuery({
    queryKey: [...keys.reviewSummary(appId), filters],
    queryFn: ({ signal }) => apiFetch<ReviewSummary>(`/api/apps/${seg(appId)}/reviews/summary`, { query: filters, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAppLocales(appId: string) {
  return useQuery({
    queryKey: keys.appLocales(appId),
    queryFn: ({ signal }) => apiFetch<AppLocales>(`/api/apps/${seg(appId)}/locales`, { signal }),
  });
}
