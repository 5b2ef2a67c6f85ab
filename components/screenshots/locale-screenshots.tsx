"use client";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import * as screenshots from "@/lib/screenshots/operations";
import type { ResultOf } from "@/lib/http/operation";
import { useOperation } from "@/lib/ui/use-operation";
import { localeName } from "@/lib/ui/store-labels";

type LocalizationScreenshots = ResultOf<typeof screenshots.getVersionScreenshots>["localizations"][number];
type ScreenshotSet = LocalizationScreenshots["sets"][number];

const DELIVERY_WORDS: Record<string, string> = {
  AWAITING_UPLOAD: "Waiting for its upload",
  UPLOAD_COMPLETE: "Being processed by App Store Connect",
  FAILED: "App Store Connect could not use it",
};

/** One locale's screenshots of a version: each display type's set in order, what App Review still needs, and the app previews. */
export function LocaleScreenshots({ appId, versionId, locale }: { appId: string; versionId: string; locale: string }) {
  const query = useOperation(screenshots.getVersionScreenshots, { params: { appId, versionId }, query: { locale } });
  return (
    <Card title="Screenshots" description={`What the App Store shows in ${localeName(locale)} for this version.`}>
      <QueryState query={query} loadingLabel="Loading the screenshots…">
        {(data) => {
          const localization = data.localizations[0];
          if (!localization) return <EmptyState title="No screenshots">This locale is not part of the version yet.</EmptyState>;
          return <LocalizationMedia localization={localization} />;
        }}
      </QueryState>
    </Card>
  );
}

function LocalizationMedia({ localization }: { localization: LocalizationScreenshots }) {
  if (localization.readAt === null) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Not read from App Store Connect yet: they appear after the next sync.</p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {localization.missing.length > 0 && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300" role="status">
          Missing: {localization.missing.map((need) => need.name).join(", ")} (App Review needs them).
        </p>
      )}
      {localization.sets.length === 0 && <p className="text-sm">No screenshots in this locale.</p>}
      {localization.sets.map((set) => (
        <ScreenshotRow key={set.id} set={set} />
      ))}
      {localization.previewSets.map((set) => (
        <p key={set.id} className="text-sm text-zinc-600 dark:text-zinc-400">
          App previews, {set.previewTypeName}: {set.previews.length} video{set.previews.length === 1 ? "" : "s"}.
        </p>
      ))}
    </div>
  );
}

function ScreenshotRow({ set }: { set: ScreenshotSet }) {
  return (
    <section aria-label={`${set.displayTypeName} screenshots`} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">
        {set.displayTypeName}{" "}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">
          {set.screenshots.length} of {set.maxScreenshots}
        </span>
      </h3>
      {/* On a phone the set scrolls sideways instead of squeezing the images. */}
      <ol className="flex snap-x gap-3 overflow-x-auto pb-2">
        {set.screenshots.map((shot, index) => (
          <li key={shot.id} className="w-28 shrink-0 snap-start">
            {shot.thumbnailUrl ? (
              // Apple's image host serves the sizes asked for; Next's optimizer would fetch them again for nothing.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={shot.thumbnailUrl}
                alt={`Screenshot ${index + 1} of ${set.screenshots.length}, ${set.displayTypeName}`}
                width={112}
                height={shot.width && shot.height ? Math.round((112 * shot.height) / shot.width) : 224}
                loading="lazy"
                className="h-auto w-28 rounded border border-zinc-200 dark:border-zinc-800"
              />
            ) : (
              <div className="flex h-48 w-28 items-center justify-center rounded border border-dashed border-zinc-300 p-2 text-center text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                {shot.error ?? DELIVERY_WORDS[shot.deliveryState] ?? "Not ready"}
              </div>
            )}
            <p className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400" title={shot.fileName}>
              {shot.fileName}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
