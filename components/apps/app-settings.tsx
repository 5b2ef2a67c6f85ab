"use client";

import { QueryState } from "@/components/ui/states";
import type { App } from "@/client/api-types";
import { useApp, useTeamPermissions } from "@/client/queries";

import { CredentialsCard } from "./credentials-card";
import { DeleteAppCard } from "./delete-app-card";
import { InstantUpdatesCard } from "./instant-updates-card";
import { MoveAppCard } from "./move-app-card";
import { ReleaseGuardCard } from "./release-guard-card";
import { SyncCard } from "./sync-card";
import { SyncSettingsCard } from "./sync-settings-card";
import { WordListsCard } from "./word-lists-card";

/**
 * An app's settings: its sync, instant updates, the release guard, sync interval and retention, the words its texts are checked for,
 * its key, and deleting it. What the member's role may not change is not offered (apps.manage,
 * keys.manage); the sync itself is anyone's.
 */
export function AppSettings({ appId }: { appId: string }) {
  const app = useApp(appId);
  return <QueryState query={app}>{(data) => <Settings app={data} />}</QueryState>;
}

function Settings({ app }: { app: App }) {
  const { role, may } = useTeamPermissions(app.teamId);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SyncCard app={app} />
      <InstantUpdatesCard appId={app.id} canManage={may("apps.manage")} />
      <ReleaseGuardCard appId={app.id} canEdit={may("versions.manage")} />
      {may("apps.manage") && <SyncSettingsCard key={`${app.pullInterval}:${app.versionsToKeep}`} app={app} />}
      {may("apps.manage") && <WordListsCard appId={app.id} />}
      {may("keys.manage") && <CredentialsCard appId={app.id} teamId={app.teamId} />}
      {may("apps.manage") && <MoveAppCard app={app} />}
      {may("apps.manage") && <DeleteAppCard app={app} />}
      {role && !may("apps.manage") && (
        <p className="text-sm text-zinc-600 lg:col-span-2 dark:text-zinc-400">
          Your role in this app&apos;s team does not change its settings; an owner or admin does.
        </p>
      )}
    </div>
  );
}
