"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { LocaleEditor } from "@/components/localizations/locale-editor";
import { Card } from "@/components/ui/card";
import { VersionStateBadge } from "@/components/ui/status-badge";
import { EmptyState, QueryState } from "@/components/ui/states";
import { useApp } from "@/client/queries";
import { platformName } from "@/lib/text/platforms";
import { useOperation } from "@/client/use-operation";
import * as versions from "@/lib/versions/operations";

/** One version's texts per locale (`?locale=`), next to the primary locale's. */
export function VersionEditor({ appId, versionId }: { appId: string; versionId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const version = useOperation(versions.getVersion, { params: { appId, versionId } });
  const app = useApp(appId);
  return (
    <QueryState query={version} loadingLabel="Loading the version…">
      {(data) => {
        const codes = data.localizations.map((item) => item.locale);
        const primary = app.data?.primaryLocale ?? codes[0] ?? null;
        const ordered = primary && codes.includes(primary) ? [primary, ...codes.filter((code) => code !== primary)] : codes;
        const selected = searchParams.get("locale") || ordered[0];
        return (
          <Card
            title={
              <span className="flex flex-wrap items-center gap-2">
                {platformName(data.platform)} version {data.versionString} <VersionStateBadge state={data.appStoreState} />
              </span>
            }
            description={
              data.editable
                ? "Being prepared or rejected: every field can change."
                : data.editableFields.length > 0
                  ? "In review or on the App Store: only the promotional text can change."
                  : "This version takes no more changes."
            }
            actions={
              <span className="flex flex-wrap gap-3 text-sm">
                <Link href={`/apps/${appId}/versions/${versionId}/release`} className="font-medium hover:underline">
                  Build, review and release
                </Link>
                <Link href={`/apps/${appId}/versions`} className="hover:underline">
                  All versions
                </Link>
              </span>
            }
          >
            {selected ? (
              <LocaleEditor
                appId={appId}
                locales={ordered}
                primaryLocale={primary}
                selected={selected}
                onSelect={(locale) => router.replace(`${pathname}?locale=${encodeURIComponent(locale)}`, { scroll: false })}
                appInfo={null}
                version={data}
              />
            ) : (
              <EmptyState title="No localizations" />
            )}
          </Card>
        );
      }}
    </QueryState>
  );
}
