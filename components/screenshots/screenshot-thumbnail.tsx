"use client";

import type { DragEvent } from "react";

import { buttonClass } from "@/components/ui/button";
import type { ResultOf } from "@/lib/http/operation";
import type * as screenshots from "@/lib/screenshots/operations";

export type Screenshot = ResultOf<typeof screenshots.getVersionScreenshots>["localizations"][number]["sets"][number]["screenshots"][number];

const DELIVERY_WORDS: Record<string, string> = {
  AWAITING_UPLOAD: "Waiting for its upload",
  UPLOAD_COMPLETE: "Being processed by App Store Connect",
  FAILED: "App Store Connect could not use it",
};

const WIDTH = 128;
const smallButton = `${buttonClass("ghost", "sm")} px-2`;
const deleteButton =
  "ml-auto rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-red-400 dark:hover:bg-red-950";

/** What the thumbnail's drags do: the list it is in keeps which one is being dragged. */
export interface ThumbnailDrag {
  dragged: boolean;
  target: boolean;
  onStart: () => void;
  onEnter: () => void;
  onDrop: () => void;
  onEnd: () => void;
}

/**
 * One screenshot in its set: the thumbnail (or why there is none yet) and its file name; when the
 * set can change, dragged to a new place, or moved a place with its buttons, and deleted.
 */
export function ScreenshotThumbnail({
  shot,
  index,
  count,
  displayTypeName,
  drag,
  onMove,
  onDelete,
}: {
  shot: Screenshot;
  index: number;
  count: number;
  displayTypeName: string;
  /** Absent when the set cannot change. */
  drag?: ThumbnailDrag;
  onMove?: (to: number) => void;
  onDelete?: () => void;
}) {
  const dropTarget = (event: DragEvent) => {
    if (!drag) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  };
  return (
    <li
      className={`relative w-32 shrink-0 snap-start rounded ${drag?.dragged ? "opacity-50" : ""} ${drag?.target && !drag.dragged ? "ring-2 ring-indigo-600" : ""}`}
      draggable={Boolean(drag)}
      onDragStart={(event) => {
        if (!drag) return;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", shot.fileName);
        drag.onStart();
      }}
      onDragEnter={(event) => {
        if (!drag) return;
        dropTarget(event);
        drag.onEnter();
      }}
      onDragOver={dropTarget}
      onDrop={(event) => {
        if (!drag) return;
        event.preventDefault();
        drag.onDrop();
      }}
      onDragEnd={() => drag?.onEnd()}
    >
      <figure>
        {shot.thumbnailUrl ? (
          // Apple's image host serves the sizes asked for; Next's optimizer would fetch them again for nothing.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={shot.thumbnailUrl}
            alt={`Screenshot ${index + 1} of ${count}, ${displayTypeName}`}
            width={WIDTH}
            height={shot.width && shot.height ? Math.round((WIDTH * shot.height) / shot.width) : 2 * WIDTH}
            loading="lazy"
            draggable={false}
            className="h-auto w-32 rounded border border-zinc-200 dark:border-zinc-800"
          />
        ) : (
          <div className="flex h-56 w-32 items-center justify-center rounded border border-dashed border-zinc-300 p-2 text-center text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
            {shot.error ?? DELIVERY_WORDS[shot.deliveryState] ?? "Not ready"}
          </div>
        )}
        <figcaption className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400" title={shot.fileName}>
          {shot.fileName}
        </figcaption>
      </figure>
      {onMove && onDelete && (
        <div className="mt-1 flex items-center gap-1">
          <button
            type="button"
            className={smallButton}
            data-move={`${shot.id}:earlier`}
            disabled={index === 0}
            title="Move earlier"
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden="true">←</span>
            <span className="sr-only">Move {shot.fileName} earlier</span>
          </button>
          <button
            type="button"
            className={smallButton}
            data-move={`${shot.id}:later`}
            disabled={index === count - 1}
            title="Move later"
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden="true">→</span>
            <span className="sr-only">Move {shot.fileName} later</span>
          </button>
          <button type="button" className={deleteButton} onClick={onDelete}>
            Delete<span className="sr-only"> {shot.fileName}</span>
          </button>
        </div>
      )}
    </li>
  );
}
