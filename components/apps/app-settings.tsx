"use client";

import { QueryState } from "@/components/ui/states";
import { useApp } from "@/lib/ui/queries";

import { CredentialsCard } from "./credentials-card";
import { DeleteAppCard } from "./delete-app-card";
import { SyncCard } from "./sync-card";
import { SyncSettingsCard } from "./sync-settings-card";
import { WordListsCard } from "./word-lists-card";

/** An app's settings: its sync, sync interval and retention, the words its texts are checked for, its key, and deleting it. */
export function AppSettings({ appId }: { appId: string }) {
  const app = useApp(appId);
  return (
    <QueryState query={app}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <SyncCard app={data} />
          <SyncSettingsCard key={`${data.pullInterval}:${data.versionsToKeep}`} app={data} />
          <WordListsCard appId={appId} />
          <CredentialsCard appId={appId} />
          <DeleteAppCard app={data} />
        </div>
      )}
    </QueryState>
  );
}
