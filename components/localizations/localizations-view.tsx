"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AppInfo, VersionDetail } from "@/lib/ui/api-types";
import { keys, useApp, useAppLocales } from "@/lib/ui/queries";
import { versionState } from "@/lib/ui/store-labels";

import { CompletenessGrid } from "./completeness-grid";
import { LocaleEditor } from "./locale-editor";

/**
 * The locale workspace: which locale misses what (a grid), and one locale's texts (`?locale=`,
 * the primary one by default) next to the primary locale's: the app information and the version
 * App Store Connect checks (the one being prepared, else the newest).
 */
export function LocalizationsView({ appId }: { appId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const app = useApp(appId);
  const locales = useAppLocales(appId);
  const versionId = locales.data?.version?.id;
  const version = useQuery({
    queryKey: keys.version(appId, versionId ?? ""),
    queryFn: ({ signal }) => apiFetch<VersionDetail>(`/api/apps/${seg(appId)}/versions/${seg(versionId!)}`, { signal }),
    enabled: Boolean(versionId),
  });
  const appInfo = useQuery({
    queryKey: keys.appInfo(appId),
    queryFn: ({ signal }) => apiFetch<AppInfo>(`/api/apps/${seg(appId)}/app-info`, { signal }),
  });

  const error = locales.error ?? version.error ?? appInfo.error;
  if (error) return <ProblemAlert error={error} />;
  if (!locales.data || !appInfo.data || (versionId && !version.data) || !app.data) return <Loading label="Loading the localizations…" />;

  const items = locales.data.items;
  if (items.length === 0) return <EmptyState title="No localizations synced yet">They appear after the app’s first sync.</EmptyState>;
  const primary = app.data.primaryLocale ?? items[0]!.locale;
  const selected = searchParams.get("locale") || primary;
  const hrefFor = (locale: string) => `${pathname}?locale=${encodeURIComponent(locale)}`;
  const info = appInfo.data;
  const described = locales.data.version;

  return (
    <div className="flex flex-col gap-6">
      <Card
        title="Completeness"
        description={
          <>
            {described ? `Version ${described.versionString} (${versionState(described.appStoreState)[0].toLowerCase()})` : "No version"}{" "}
            and the app information
            {info.state ? ` (${versionState(info.state)[0].toLowerCase()})` : ""}: ✓ filled, ✗ required before submission, – optional and
            empty.
          </>
        }
      >
        <CompletenessGrid items={items} selected={selected} hrefFor={hrefFor} />
      </Card>
      <Card title="Edit a locale" description="Changes go to App Store Connect first; only what the app's states allow can change.">
        <LocaleEditor
          appId={appId}
          locales={items.map((item) => item.locale)}
          primaryLocale={primary}
          selected={selected}
          onSelect={(locale) => router.replace(hrefFor(locale), { scroll: false })}
          appInfo={info}
          version={version.data ?? null}
        />
      </Card>
    </div>
  );
}
