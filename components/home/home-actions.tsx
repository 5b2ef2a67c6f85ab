"use client";

import Link from "next/link";

import { AppIcon } from "@/components/apps/app-icon";
import { ButtonLink } from "@/components/ui/button";
import { SyncStatusBadge } from "@/components/ui/status-badge";
import { useApps } from "@/client/queries";
import { useSession } from "@/client/use-session";

/** Signed in: the user's apps, one click away. Signed out: sign in or create an account. */
export function HomeActions() {
  const session = useSession();
  if (session.isPending) return <div className="h-24" aria-busy="true" />;
  if (!session.user) {
    return (
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/signin">Sign in</ButtonLink>
        <ButtonLink href="/register" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    );
  }
  return <YourApps name={session.user.name ?? session.user.email} />;
}

function YourApps({ name }: { name: string }) {
  const apps = useApps();
  const items = apps.data?.items ?? [];
  return (
    <section aria-labelledby="your-apps" className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="your-apps" className="font-semibold">
        Welcome back, {name}
      </h2>
      {apps.isPending ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Loading your apps…</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">You have no apps yet: register your first one in the dashboard.</p>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Your apps">
          {items.slice(0, 5).map((app) => (
            <li key={app.id} className="flex items-center gap-3 py-2">
              <AppIcon name={app.name} seed={app.storeId} className="size-8 text-sm" />
              <Link href={`/apps/${app.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
                {app.name}
              </Link>
              <SyncStatusBadge status={app.syncStatus} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <ButtonLink href="/apps">{items.length > 5 ? `See all ${items.length} apps` : "Open the dashboard"}</ButtonLink>
      </div>
    </section>
  );
}
