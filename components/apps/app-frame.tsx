"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { ButtonLink } from "@/components/ui/button";
import { Badge, SyncStatusBadge } from "@/components/ui/status-badge";
import { EmptyState } from "@/components/ui/states";
import { TabNav } from "@/components/ui/tabs";
import { ApiProblem } from "@/client/api-fetch";
import { useApp } from "@/client/queries";

import { AppIcon } from "./app-icon";

/** The sections of an app, in order (one page each). */
const SECTIONS = [
  { path: "", label: "Dashboard", exact: true },
  { path: "/localizations", label: "Localizations" },
  { path: "/versions", label: "Versions" },
  { path: "/reviews", label: "Reviews" },
  { path: "/agent", label: "Agent" },
  { path: "/approvals", label: "Approvals" },
  { path: "/changes", label: "Changes" },
  { path: "/settings", label: "Settings" },
];

/** One app's pages: its icon, name and sync state, the section tabs, then the section. An unknown app is said so once. */
export function AppFrame({ appId, children }: { appId: string; children: ReactNode }) {
  const app = useApp(appId);
  const base = `/apps/${appId}`;
  if (app.error instanceof ApiProblem && app.error.status === 404) {
    return (
      <EmptyState title="This app is not in your account">
        It may have been deleted, or the link belongs to another account.
        <div className="mt-4">
          <ButtonLink href="/apps">Go to your apps</ButtonLink>
        </div>
      </EmptyState>
    );
  }
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/apps" className="hover:underline">
          Apps
        </Link>
        <span aria-hidden> / </span>
      </nav>
      <div className="mb-4 flex min-w-0 items-center gap-3">
        {app.data && <AppIcon name={app.data.name} seed={app.data.storeId} />}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words sm:text-2xl">
              {app.data?.name ?? (app.isPending ? "Loading…" : "App")}
            </h1>
            {app.data && <SyncStatusBadge status={app.data.syncStatus} />}
            {app.data?.suspendedAt && (
              <Badge tone="warning" testId="app-paused">
                Paused by your plan
              </Badge>
            )}
          </div>
          {app.data?.bundleId && <p className="truncate font-mono text-xs text-zinc-600 dark:text-zinc-400">{app.data.bundleId}</p>}
        </div>
      </div>
      <TabNav
        label="App sections"
        tabs={SECTIONS.map((section) => ({ href: `${base}${section.path}`, label: section.label, exact: section.exact }))}
      />
      {children}
    </>
  );
}
