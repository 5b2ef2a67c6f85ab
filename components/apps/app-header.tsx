"use client";

import Link from "next/link";

import { SyncStatusBadge } from "@/components/ui/status-badge";
import { TabNav } from "@/components/ui/tabs";
import { useApp } from "@/lib/ui/queries";

/** Name, sync status and the tabs of one app's pages. */
export function AppHeader({ appId }: { appId: string }) {
  const app = useApp(appId);
  const base = `/apps/${appId}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-500">
        <Link href="/apps" className="hover:underline">
          Apps
        </Link>{" "}
        /
      </nav>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{app.data?.name ?? (app.isPending ? "Loading…" : "App")}</h1>
        {app.data && <SyncStatusBadge status={app.data.syncStatus} />}
        {app.data?.bundleId && <span className="font-mono text-xs text-zinc-500">{app.data.bundleId}</span>}
      </div>
      <TabNav
        label="App sections"
        tabs={[
          { href: base, label: "Overview", exact: true },
          { href: `${base}/versions`, label: "Versions" },
          { href: `${base}/reviews`, label: "Reviews" },
          { href: `${base}/agent`, label: "Agent" },
        ]}
      />
    </>
  );
}
