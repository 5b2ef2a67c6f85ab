"use client";

import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Spinner } from "@/components/ui/states";
import type { App } from "@/client/api-types";
import { useSyncTask } from "@/client/use-sync-task";

import { SyncProgress } from "../sync-progress";

/** Before the first sync has finished there are no figures yet: say what is happening and follow it. */
export function FirstSyncNotice({ app }: { app: App }) {
  const { task, error } = useSyncTask(app);
  if (app.syncStatus === "failed") {
    return (
      <Card title="The first sync did not finish">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{app.lastSyncError ?? "App Store Connect could not be read."}</p>
        <div className="mt-4">
          <ButtonLink href={`/apps/${app.id}/settings`}>Check the key and sync again</ButtonLink>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title="Reading your app from App Store Connect"
      description="Versions, ratings, reviews and sales appear here as soon as the first sync ends, usually within a minute."
    >
      <div role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Spinner /> First sync in progress…
      </div>
      {task && (
        <div className="mt-4">
          <SyncProgress task={task} />
        </div>
      )}
      <ProblemAlert error={error} className="mt-4" />
    </Card>
  );
}
