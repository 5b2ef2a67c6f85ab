"use client";

import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { isDisplayType, MAX_SCREENSHOTS_PER_SET, type DisplayType } from "@/lib/screenshots/display-types";

import { filesHint } from "./check-files";
import { CopySetDialog } from "./copy-set-dialog";
import { ScreenshotList } from "./screenshot-list";
import type { Screenshot } from "./screenshot-thumbnail";
import { UploadZone } from "./upload-zone";
import { RefusedFiles, UploadProgress } from "./upload-progress";
import { useScreenshotUpload } from "./use-screenshot-upload";

interface Where {
  appId: string;
  versionId: string;
  locale: string;
}

/**
 * One display type's screenshots in a locale: the set in order, or that App Review needs one; when
 * the version and the person's role allow, where to add screenshots and how to copy the set.
 */
export function DisplayTypeSection({
  where,
  displayType,
  displayTypeName,
  set,
  missing,
  shownInstead,
  canChange,
}: {
  where: Where;
  displayType: string;
  displayTypeName: string;
  /** Absent for a display type with no set yet (one App Review needs, or one a person chose to add). */
  set: { id: string; screenshots: Screenshot[] } | undefined;
  /** App Review needs screenshots of this display type and there are none. */
  missing: boolean;
  /** With none of its own, the App Store shows this language's screenshots here (the primary language's). */
  shownInstead?: string;
  canChange: boolean;
}) {
  const shots = set?.screenshots ?? [];
  const status = missing
    ? "none yet, App Review needs them"
    : shots.length === 0 && shownInstead
      ? `none of its own, the ${shownInstead} ones show here`
      : `${shots.length} of ${MAX_SCREENSHOTS_PER_SET}`;
  return (
    <section aria-label={`${displayTypeName} screenshots`} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium">
        {displayTypeName} <span className="font-normal text-zinc-600 dark:text-zinc-400">{status}</span>
      </h3>
      {set && <ScreenshotList {...where} setId={set.id} displayTypeName={displayTypeName} shots={shots} canChange={canChange} />}
      {canChange && isDisplayType(displayType) && (
        <SetChanges
          where={where}
          displayType={displayType}
          displayTypeName={displayTypeName}
          setId={set?.id}
          count={shots.length}
          missing={missing}
        />
      )}
    </section>
  );
}

/** Adding screenshots (dropped or chosen) and copying the set, each followed file by file. */
function SetChanges({
  where,
  displayType,
  displayTypeName,
  setId,
  count,
  missing,
}: {
  where: Where;
  displayType: DisplayType;
  displayTypeName: string;
  setId: string | undefined;
  count: number;
  missing: boolean;
}) {
  const uploads = useScreenshotUpload({ ...where, displayType, inSet: count });
  const [copying, setCopying] = useState(false);
  // A copy started from the dialog: the focus goes to its progress as the dialog closes.
  const [copyStarted, setCopyStarted] = useState(false);
  const headline = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!copyStarted || !headline.current) return;
    headline.current.focus();
    setCopyStarted(false);
  }, [copyStarted, uploads.upload]);
  return (
    <>
      <UploadZone
        displayTypeName={displayTypeName}
        missing={missing}
        hint={filesHint(displayType)}
        busy={uploads.busy}
        onFiles={uploads.start}
      />
      {uploads.refused.length > 0 && <RefusedFiles refused={uploads.refused} onDismiss={uploads.clear} />}
      <ProblemAlert error={uploads.error} />
      {uploads.upload && <UploadProgress upload={uploads.upload} locale={where.locale} onDismiss={uploads.clear} headlineRef={headline} />}
      {setId && count > 0 && (
        <div>
          <Button variant="secondary" size="sm" disabled={uploads.busy} onClick={() => setCopying(true)}>
            Copy to other languages<span className="sr-only"> ({displayTypeName})</span>
          </Button>
        </div>
      )}
      {copying && setId && (
        <CopySetDialog
          {...where}
          setId={setId}
          displayType={displayType}
          displayTypeName={displayTypeName}
          count={count}
          onClose={() => setCopying(false)}
          onStarted={(upload) => {
            uploads.follow(upload);
            setCopyStarted(true);
          }}
        />
      )}
    </>
  );
}
