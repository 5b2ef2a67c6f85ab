"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import * as appInfo from "@/lib/app-info/operations";
import { useApp, useAppLocales } from "@/client/queries";
import { versionState } from "@/client/store-labels";
import { useOperation } from "@/client/use-operation";
import * as versions from "@/lib/versions/operations";

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
  const version = useOperation(versions.getVersion, { params: { appId, versionId: versionId ?? "" } }, { enabled: Boolean(versionId) });
  const appInformation = useOperation(appInfo.getAppInfo, { params: { appId } });

  const error = locales.error ?? version.error ?? appInformation.error;
  if (error) return <ProblemAlert error={error} />;
  if (!locales.data || !appInformation.data || (versionId && !version.data) || !app.data)
    return <Loading label="Loading the localizations…" />;

  const items = locales.data.items;
  if (items.length === 0) return <EmptyState title="No localizations synced yet">They appear after the app’s first sync.</EmptyState>;
  const primary = app.data.primaryLocale ?? items[0]!.locale;
  const selected = searchParams.get("locale") || primary;
  const hrefFor = (locale: string) => `${pathname}?locale=${encodeURIComponent(locale)}`;
  const info = appInformation.data;
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
