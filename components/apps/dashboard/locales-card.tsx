"use client";

import Link from "next/link";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { LOCALE_FIELD_LABELS } from "@/client/labels";
import { useAppLocales } from "@/client/queries";
import { localeName } from "@/client/store-labels";

/** How many locales are ready for submission, and what the others miss. */
export function LocalesCard({ appId }: { appId: string }) {
  const locales = useAppLocales(appId);
  const href = `/apps/${appId}/localizations`;
  return (
    <Card title="Locales" description="Metadata App Store Connect needs before submission.">
      <QueryState query={locales}>
        {({ items, version }) => {
          const incomplete = items.filter((item) => !item.complete);
          if (items.length === 0) return <EmptyState title="No locales yet" />;
          return (
            <>
              <p className="text-sm">
                <span className="text-2xl font-semibold tabular-nums" data-testid="locales-complete">
                  {items.length - incomplete.length}
                </span>{" "}
                of {items.length} locales complete{version ? ` for version ${version.versionString}` : ""}.
              </p>
              {incomplete.length > 0 && (
                <ul className="mt-3 flex flex-col gap-1.5 text-sm" aria-label="Incomplete locales">
                  {incomplete.slice(0, 4).map((item) => (
                    <li key={item.locale}>
                      <Link href={`${href}?locale=${encodeURIComponent(item.locale)}`} className="font-medium hover:underline">
                        {localeName(item.locale)}
                      </Link>
                      <span className="text-zinc-600 dark:text-zinc-400">
                        {" "}
                        misses {item.missing.map((field) => LOCALE_FIELD_LABELS[field].toLowerCase()).join(", ")}
                      </span>
                    </li>
                  ))}
                  {incomplete.length > 4 && <li className="text-zinc-600 dark:text-zinc-400">and {incomplete.length - 4} more</li>}
                </ul>
              )}
              <Link href={href} className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                Open the localizations
              </Link>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
