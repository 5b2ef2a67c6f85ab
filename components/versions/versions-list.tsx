"use client";

import Link from "next/link";

import { EmptyState, QueryState } from "@/components/ui/states";
import { Badge, VersionStateBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import type { Version } from "@/client/api-types";
import { plural } from "@/client/format";
import { useApp, useTeamPermissions } from "@/client/queries";
import { platformName } from "@/lib/text/platforms";
import { useOperation } from "@/client/use-operation";
import { isShippedState } from "@/lib/versions/editable-fields";
import * as versions from "@/lib/versions/operations";

import { NextVersionForm } from "./next-version-form";

export function VersionsList({ appId }: { appId: string }) {
  const list = useOperation(versions.listVersions, { params: { appId } });
  const { may } = useTeamPermissions(useApp(appId).data?.teamId);
  return (
    <QueryState query={list} loadingLabel="Loading versions…">
      {({ items }) => (
        <div className="grid gap-4">
          {may("versions.manage") &&
            items.length > 0 &&
            (items.every((version) => isShippedState(version.appStoreState)) ? (
              <NextVersionForm appId={appId} versionNumbers={items.map((version) => version.versionString)} />
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                The next version can be made once version {items.find((version) => !isShippedState(version.appStoreState))!.versionString}{" "}
                has shipped.
              </p>
            ))}
          <VersionItems appId={appId} items={items} />
        </div>
      )}
    </QueryState>
  );
}

function VersionItems({ appId, items }: { appId: string; items: Version[] }) {
  return items.length === 0 ? (
    <EmptyState title="No versions synced yet">Versions appear after the first sync.</EmptyState>
  ) : (
    <ul
      className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
      aria-label="Versions"
    >
      {items.map((version) => (
        <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <Link href={`/apps/${appId}/versions/${version.id}`} className="font-medium hover:underline">
              Version {version.versionString}
            </Link>
            <div className="text-xs text-zinc-600 dark:text-zinc-400">
              {platformName(version.platform)} · {plural(version.localeCount, "locale")} · created <Time value={version.storeCreatedAt} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {!isShippedState(version.appStoreState) && (
              <Link href={`/apps/${appId}/versions/${version.id}/release`} className="text-sm font-medium hover:underline">
                Ship version {version.versionString}
              </Link>
            )}
            <VersionStateBadge state={version.appStoreState} />
            {version.editable ? (
              <Badge tone="info">Editable</Badge>
            ) : (
              version.editableFields.length > 0 && <Badge>Promotional text editable</Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
