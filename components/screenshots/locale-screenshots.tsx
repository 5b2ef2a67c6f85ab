"use client";

import { useRef, useState } from "react";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import type { ResultOf } from "@/lib/http/operation";
import { displayTypeName } from "@/lib/screenshots/display-types";
import * as screenshots from "@/lib/screenshots/operations";
import { useApp, useTeamPermissions } from "@/client/queries";
import { localeName } from "@/client/store-labels";
import { useOperation } from "@/client/use-operation";

import { AddDisplayType } from "./add-display-type";
import { DisplayTypeSection } from "./display-type-section";

type LocalizationScreenshots = ResultOf<typeof screenshots.getVersionScreenshots>["localizations"][number];

const PROCESSING = new Set(["AWAITING_UPLOAD", "UPLOAD_COMPLETE"]);
/** How long a page keeps asking for screenshots still being processed. */
const PROCESSING_WATCH_MS = 3 * 60_000;

const processing = (localization: LocalizationScreenshots | undefined) =>
  Boolean(localization?.sets.some((set) => set.screenshots.some((shot) => PROCESSING.has(shot.deliveryState))));

/**
 * One locale's screenshots of a version: each display type's set in order, what App Review still
 * needs, and the app previews. A member who publishes metadata adds, reorders, deletes and copies
 * them while the version's state allows it.
 */
export function LocaleScreenshots({ appId, versionId, locale }: { appId: string; versionId: string; locale: string }) {
  const { role, may } = useTeamPermissions(useApp(appId).data?.teamId);
  const processingSince = useRef<number | null>(null);
  const query = useOperation(
    screenshots.getVersionScreenshots,
    { params: { appId, versionId }, query: { locale } },
    {
      // New screenshots get their thumbnails once App Store Connect has processed them (asked for a few minutes at most).
      refetchInterval: (current) => {
        if (!processing(current.state.data?.localizations[0])) {
          processingSince.current = null;
          return false;
        }
        processingSince.current ??= Date.now();
        return Date.now() - processingSince.current < PROCESSING_WATCH_MS ? 3000 : false;
      },
    },
  );
  return (
    <Card title="Screenshots" description={`What the App Store shows in ${localeName(locale)} for this version.`}>
      <QueryState query={query} loadingLabel="Loading the screenshots…">
        {(data) => {
          const localization = data.localizations[0];
          if (!localization) return <EmptyState title="No screenshots">This locale is not part of the version yet.</EmptyState>;
          const publishes = may("metadata.publish");
          return (
            <div className="flex flex-col gap-5">
              {role !== undefined && !publishes && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  Your role reads these screenshots; a member who publishes metadata changes them.
                </p>
              )}
              {publishes && !data.editable && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  In its current state, this version&apos;s screenshots cannot change.
                </p>
              )}
              <LocalizationMedia
                // Display types started in one locale stay there.
                key={locale}
                where={{ appId, versionId, locale }}
                localization={localization}
                platform={data.platform}
                primaryLocale={data.primaryLocale}
                canChange={publishes && data.editable}
              />
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}

function LocalizationMedia({
  where,
  localization,
  platform,
  primaryLocale,
  canChange,
}: {
  where: { appId: string; versionId: string; locale: string };
  localization: LocalizationScreenshots;
  platform: string;
  primaryLocale: string | null;
  canChange: boolean;
}) {
  // Display types a person chose to start (none of them has a set yet; one becomes a set with its first upload).
  const [started, setStarted] = useState<string[]>([]);
  if (localization.readAt === null) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Not read from App Store Connect yet: they appear after the next sync.</p>
    );
  }
  // App Review needs the primary language's; another locale without its own shows those (Apple's rule).
  const isPrimary = primaryLocale === null || localization.locale === primaryLocale;
  const shownInstead = isPrimary ? undefined : localeName(primaryLocale);
  const setOf = (displayType: string) => localization.sets.find((set) => set.displayType === displayType);
  // A needed display type without a set gets a place of its own (a set of it with no screenshot shows it as missing).
  const missingWithoutSet = localization.missing.filter((need) => need.displayTypes[0] && !setOf(need.displayTypes[0]));
  const missingTypes = new Set(localization.missing.flatMap((need) => need.displayTypes.slice(0, 1)));
  const sections = [
    ...localization.sets.map((set) => ({
      displayType: set.displayType,
      displayTypeName: set.displayTypeName,
      set,
      missing: isPrimary && set.screenshots.length === 0 && missingTypes.has(set.displayType),
      shownInstead: missingTypes.has(set.displayType) ? shownInstead : undefined,
    })),
    // Where nothing can change, the line above says what is missing.
    ...(canChange ? missingWithoutSet : []).map((need) => ({
      displayType: need.displayTypes[0]!,
      displayTypeName: need.name,
      set: undefined,
      missing: isPrimary,
      shownInstead,
    })),
  ];
  const shown = new Set(sections.map((section) => section.displayType));
  const startedSections = (canChange ? started : [])
    .filter((displayType) => !shown.has(displayType))
    .map((displayType) => ({ displayType, displayTypeName: displayTypeName(displayType), set: undefined, missing: false }));
  const missingNames = localization.missing.map((need) => need.name).join(", ");
  return (
    <div className="flex flex-col gap-5">
      {localization.missing.length > 0 &&
        (isPrimary ? (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300" role="status">
            Missing: {missingNames} (App Review needs them).
          </p>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
            Shows the {shownInstead} screenshots for {missingNames} (it has none of its own).
          </p>
        ))}
      {localization.sets.length === 0 && !canChange && <p className="text-sm">No screenshots in this locale.</p>}
      {/* One list keyed by display type: a missing one that gets its first screenshots keeps its upload's progress as it becomes a set. */}
      {[...sections, ...startedSections].map((section) => (
        <DisplayTypeSection key={section.displayType} where={where} canChange={canChange} {...section} />
      ))}
      {canChange && (
        <AddDisplayType
          platform={platform}
          shown={new Set([...shown, ...started])}
          onAdd={(displayType) => setStarted((current) => [...current, displayType])}
        />
      )}
      {localization.previewSets.map((set) => (
        <p key={set.id} className="text-sm text-zinc-600 dark:text-zinc-400">
          App previews, {set.previewTypeName}: {set.previews.length} video{set.previews.length === 1 ? "" : "s"}.
        </p>
      ))}
    </div>
  );
}
