"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Badge } from "@/components/ui/status-badge";
import { EmptyState, QueryState } from "@/components/ui/states";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { VersionDetail } from "@/lib/ui/api-types";
import { keys, useApp } from "@/lib/ui/queries";

import { LocalizationForm } from "./localization-form";

export function VersionEditor({ appId, versionId }: { appId: string; versionId: string }) {
  const version = useQuery({
    queryKey: keys.version(appId, versionId),
    queryFn: ({ signal }) => apiFetch<VersionDetail>(`/api/apps/${seg(appId)}/versions/${seg(versionId)}`, { signal }),
  });
  // The app's primary locale first.
  const app = useApp(appId);
  const [locale, setLocale] = useState<string | null>(null);
  return (
    <QueryState query={version} loadingLabel="Loading the version…">
      {(data) => {
        const current =
          data.localizations.find((item) => item.locale === locale) ??
          data.localizations.find((item) => item.locale === app.data?.primaryLocale) ??
          data.localizations[0];
        return (
          <Card
            title={
              <>
                Version {data.versionString} <Badge>{data.appStoreState}</Badge>
              </>
            }
            description={
              data.editable
                ? "Prepared or rejected: every field can change."
                : data.editableFields.length > 0
                  ? "Live or in review: only the promotional text can change."
                  : "This version takes no more changes."
            }
            actions={
              <Link href={`/apps/${appId}/versions`} className="text-sm hover:underline">
                All versions
              </Link>
            }
          >
            {current ? (
              <div className="flex flex-col gap-6">
                <div className="max-w-xs">
                  <SelectField label="Locale" value={current.locale} onChange={(event) => setLocale(event.target.value)}>
                    {data.localizations.map((item) => (
                      <option key={item.locale} value={item.locale}>
                        {item.locale}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <LocalizationForm key={current.locale} appId={appId} version={data} localization={current} />
              </div>
            ) : (
              <EmptyState title="No localizations" />
            )}
          </Card>
        );
      }}
    </QueryState>
  );
}
