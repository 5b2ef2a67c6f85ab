"use client";

import Link from "next/link";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import * as apps from "@/lib/apps/operations";
import { seg } from "@/client/api-fetch";
import { useOperation } from "@/client/use-operation";

/** The team's apps the viewer sees (all of them, or the ones their access lists). */
export function TeamAppsCard({ teamId }: { teamId: string }) {
  const list = useOperation(apps.listApps, { query: { teamId } });
  return (
    <Card title="Apps" description="The team's apps you can see.">
      <QueryState query={list}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No apps here yet">Register an app from the Apps page and choose this team.</EmptyState>
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="The team's apps">
              {items.map((app) => (
                <li key={app.id} className="py-2 text-sm">
                  <Link href={`/apps/${seg(app.id)}`} className="font-medium break-words underline-offset-2 hover:underline">
                    {app.name}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
