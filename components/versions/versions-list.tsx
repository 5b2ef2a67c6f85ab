"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";

import { Badge } from "@/components/ui/status-badge";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Version } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

const stateLabel = (state: string) =>
  state
    .toLowerCase()
    .replace(/_/g, " ")
    .replace(/^./, (first) => first.toUpperCase());

export function VersionsList({ appId }: { appId: string }) {
  const versions = useQuery({
    queryKey: keys.versions(appId),
    queryFn: ({ signal }) => apiFetch<{ items: Version[] }>(`/api/apps/${seg(appId)}/versions`, { signal }),
  });
  return (
    <QueryState query={versions} loadingLabel="Loading versions…">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState title="No versions synced yet">Versions appear after the first sync.</EmptyState>
        ) : (
          <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
            {items.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <Link href={`/apps/${appId}/versions/${version.id}`} className="font-medium hover:underline">
                    Version {version.versionString}
                  </Link>
                  <div className="text-xs text-zinc-500">
                    {version.platform} · {version.localeCount} locales · created <Time value={version.storeCreatedAt} />
                  </div>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={version.appStoreState === "READY_FOR_SALE" ? "success" : version.editable ? "info" : "neutral"}>
                    {stateLabel(version.appStoreState)}
                  </Badge>
                  {version.editable ? (
                    <Badge tone="info">Editable</Badge>
                  ) : (
                    version.editableFields.length > 0 && <Badge>Promotional text editable</Badge>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
