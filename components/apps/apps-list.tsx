"use client";

import Link from "next/link";

import { EmptyState, QueryState } from "@/components/ui/states";
import { SyncStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import { useApps } from "@/lib/ui/queries";

export function AppsList() {
  const apps = useApps();
  return (
    <QueryState query={apps} loadingLabel="Loading your apps…">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState title="No apps yet">Register an app with an App Store Connect API key to start.</EmptyState>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your apps</caption>
              <thead className="border-b border-zinc-200 text-xs text-zinc-500 uppercase dark:border-zinc-800">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    App
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Apple ID
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Sync
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Last synced
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {items.map((app) => (
                  <tr key={app.id} data-testid="app-row">
                    <td className="px-4 py-3">
                      <Link href={`/apps/${app.id}`} className="font-medium hover:underline">
                        {app.name}
                      </Link>
                      {app.bundleId && <div className="text-xs text-zinc-500">{app.bundleId}</div>}
                    </td>
                    <td className="px-4 py-3 font-mono text-xs">{app.storeId}</td>
                    <td className="px-4 py-3">
                      <SyncStatusBadge status={app.syncStatus} />
                    </td>
                    <td className="px-4 py-3">
                      <Time value={app.lastSyncedAt} fallback="Never" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
