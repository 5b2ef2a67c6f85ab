"use client";

import { useId, useRef, useState, type DragEvent } from "react";

import { Button } from "@/components/ui/button";

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * Where screenshots are dropped, with a button that chooses them instead (the keyboard's and the
 * phone's way in): PNG or JPEG, several at once. A drag of something else (a thumbnail being
 * reordered) is not taken.
 */
export function UploadZone({
  displayTypeName,
  missing,
  hint,
  busy,
  onFiles,
}: {
  displayTypeName: string;
  /** The set is empty and App Review needs it: the zone says so. */
  missing: boolean;
  /** What files the display type takes, in words. */
  hint: string;
  /** An upload is under way: new files wait until it ends. */
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    if (!busy && files && files.length > 0) onFiles([...files]);
  };
  return (
    <div
      data-testid="upload-zone"
      role="group"
      aria-label={missing ? `Missing: ${displayTypeName}` : `Add ${displayTypeName} screenshots`}
      aria-describedby={hintId}
      onDragEnter={(event) => {
        if (hasFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = busy ? "none" : "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={`flex flex-col items-start gap-2 rounded-md border-2 border-dashed p-3 text-sm sm:flex-row sm:items-center sm:justify-between ${
        over
          ? "border-indigo-600 bg-indigo-50 dark:bg-indigo-950"
          : missing
            ? "border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
            : "border-zinc-300 dark:border-zinc-700"
      }`}
    >
      <div className="min-w-0">
        {missing && <p className="font-medium text-amber-800 dark:text-amber-300">Missing: {displayTypeName}</p>}
        <p>{busy ? "An upload is under way: add more when it ends." : "Drop screenshots here, or add them from your files."}</p>
        <p id={hintId} className="text-xs break-words text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0" disabled={busy} onClick={() => input.current?.click()}>
        Add screenshots<span className="sr-only"> ({displayTypeName})</span>
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same files again is a new choice.
          event.target.value = "";
        }}
      />
    </div>
  );
}
