"use client";

import type { Ref } from "react";

import { Button } from "@/components/ui/button";
import { plural } from "@/client/format";
import { localeName } from "@/client/store-labels";

import type { RefusedFile } from "./check-files";
import { isUnderWay, type ScreenshotUpload } from "./use-screenshot-upload";

type UploadFile = ScreenshotUpload["files"][number];

const FILE_STATUS: Record<UploadFile["status"], string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  uploaded: "Uploaded",
  failed: "Failed",
};

/** Where the copies go, in words: "French (France) and German (Germany)". */
function languagesOf(upload: ScreenshotUpload): string {
  const names = [...new Set(upload.files.map((file) => file.locale))].map(localeName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** One sentence for the whole upload or copy. */
function headline(upload: ScreenshotUpload): string {
  const failed = upload.files.filter((file) => file.status === "failed").length;
  const copy = upload.kind === "copy";
  switch (upload.status) {
    case "queued":
      return copy ? `Copying to ${languagesOf(upload)} starts in a moment…` : "The upload starts in a moment…";
    case "running":
      return `${copy ? `Copying to ${languagesOf(upload)}` : `Uploading ${plural(upload.files.length, "file")}`}: ${upload.progress} %`;
    case "succeeded":
      return `${copy ? `Copied to ${languagesOf(upload)}` : "Uploaded"}: App Store Connect processes the screenshots now.`;
    case "failed":
      return `${plural(failed, "file")} could not be ${copy ? "copied" : "uploaded"} (nothing of ${failed === 1 ? "it" : "them"} is left at App Store Connect); the others were.`;
  }
}

/** The files of an upload or a copy, each with its progress bar and, when it failed, why. */
export function UploadProgress({
  upload,
  locale,
  onDismiss,
  headlineRef,
}: {
  upload: ScreenshotUpload;
  locale: string;
  onDismiss: () => void;
  /** The headline takes the focus when what started the upload goes away (a dialog). */
  headlineRef?: Ref<HTMLParagraphElement>;
}) {
  const running = isUnderWay(upload);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          ref={headlineRef}
          tabIndex={-1}
          role="status"
          className={`text-sm font-medium ${upload.status === "failed" ? "text-red-700 dark:text-red-400" : ""}`}
        >
          {headline(upload)}
        </p>
        {!running && (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss<span className="sr-only"> the list of files</span>
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-2" aria-label={upload.kind === "copy" ? "Files being copied" : "Files being uploaded"}>
        {upload.files.map((file) => {
          const name = file.locale === locale ? file.fileName : `${file.fileName} to ${localeName(file.locale)}`;
          const done = file.status === "uploaded";
          return (
            <li key={file.id} className="flex min-w-0 flex-col gap-1 text-sm" data-testid="upload-file">
              <div className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate" title={name}>
                  {name}
                </span>
                <span
                  className={`shrink-0 text-xs ${file.status === "failed" ? "font-medium text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
                >
                  {FILE_STATUS[file.status]}
                  {file.status === "uploading" && ` ${file.progress} %`}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={done ? 100 : file.progress}
                aria-valuetext={`${FILE_STATUS[file.status]}, ${done ? 100 : file.progress} %`}
                className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
              >
                <div
                  className={`h-full rounded-full ${file.status === "failed" ? "bg-red-600" : done ? "bg-emerald-600" : "bg-indigo-600"}`}
                  style={{ width: `${done ? 100 : file.progress}%` }}
                />
              </div>
              {file.error && <p className="text-xs text-red-700 dark:text-red-400">{file.error}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Files refused before anything was uploaded, each with what is wrong with it. */
export function RefusedFiles({ refused, onDismiss }: { refused: RefusedFile[]; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">Nothing was uploaded: {refused.length === 1 ? "this file needs" : "these files need"} a change.</p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss<span className="sr-only"> the refused files</span>
        </Button>
      </div>
      <ul className="mt-1 flex flex-col gap-1">
        {refused.map((file, index) => (
          <li key={`${file.fileName}-${index}`} className="break-words">
            <span className="font-medium">{file.fileName}</span>: {file.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
