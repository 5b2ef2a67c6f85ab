"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import type { ResultOf } from "@/lib/http/operation";
import type { DisplayType } from "@/lib/screenshots/display-types";
import * as screenshots from "@/lib/screenshots/operations";
import { ApiProblem } from "@/client/api-fetch";
import { callForm } from "@/client/call-form";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";

import { checkFiles, type RefusedFile } from "./check-files";
import { refreshScreenshots } from "./refresh";

export type ScreenshotUpload = ResultOf<typeof screenshots.getScreenshotUpload>;

export const isUnderWay = (upload: ScreenshotUpload | undefined) => upload?.status === "queued" || upload?.status === "running";

/** `files[2]` (or `body.files.2`) → 2: the file a server error is about. */
function fileIndex(path: string): number | null {
  const match = /files(?:\[(\d+)\]|\.(\d+))/.exec(path);
  return match ? Number(match[1] ?? match[2]) : null;
}

/** The server's refusal of some files (`400` naming `files[i]`), by file name; null for any other problem. */
function refusedByServer(error: unknown, files: File[]): RefusedFile[] | null {
  if (!(error instanceof ApiProblem) || error.code !== "validation_failed") return null;
  const refused = error.errors.flatMap((fieldError) => {
    const index = fileIndex(fieldError.path);
    const file = index === null ? undefined : files[index];
    // The message may start with the file's name, which the list shows already.
    if (!file) return [];
    const named = `${file.name}: `;
    return [
      { fileName: file.name, message: fieldError.message.startsWith(named) ? fieldError.message.slice(named.length) : fieldError.message },
    ];
  });
  return refused.length > 0 ? refused : null;
}

/**
 * Follows an upload or a copy of screenshots (`getScreenshotUpload`, about once a second while it
 * runs). Each file that lands refreshes the screenshots; the end refreshes the readiness check too.
 */
export function useFollowedUpload(appId: string, versionId: string) {
  const queryClient = useQueryClient();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const query = useOperation(
    screenshots.getScreenshotUpload,
    { params: { appId, versionId, uploadId: uploadId ?? "" } },
    { enabled: Boolean(uploadId), refetchInterval: (current) => (isUnderWay(current.state.data) ? 1000 : false) },
  );
  const upload = uploadId ? query.data : undefined;
  const landed = upload?.files.filter((file) => file.status === "uploaded").length ?? 0;
  const ended = upload && !isUnderWay(upload);
  useEffect(() => {
    if (landed > 0 || ended) void refreshScreenshots(queryClient, { appId, versionId }, { readiness: Boolean(ended) });
  }, [landed, ended, uploadId, appId, versionId, queryClient]);

  return {
    upload,
    error: uploadId ? query.error : null,
    underWay: Boolean(uploadId) && !query.error && (!upload || isUnderWay(upload)),
    /** Starts following an upload the API answered with (`202`). */
    follow(started: ScreenshotUpload) {
      queryClient.setQueryData(
        operationKey(screenshots.getScreenshotUpload, { params: { appId, versionId, uploadId: started.id } }),
        started,
      );
      setUploadId(started.id);
    },
    clear: () => setUploadId(null),
  };
}

/**
 * Uploads files into one locale's set of one display type: checked in the browser first (nothing
 * is sent when one is wrong), then sent as one upload, which is followed to its end.
 */
export function useScreenshotUpload({
  appId,
  versionId,
  locale,
  displayType,
  inSet,
}: {
  appId: string;
  versionId: string;
  locale: string;
  displayType: DisplayType;
  /** How many screenshots the set has now. */
  inSet: number;
}) {
  const followed = useFollowedUpload(appId, versionId);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const send = useMutation({
    mutationFn: async (files: File[]) => {
      const problems = await checkFiles(files, displayType, inSet);
      if (problems.length > 0) {
        setRefused(problems);
        return null;
      }
      return callForm(screenshots.uploadScreenshots, { params: { appId, versionId }, form: { locale, displayType, files } });
    },
    onMutate: () => {
      setRefused([]);
      followed.clear();
    },
    onSuccess: (started) => {
      if (started) followed.follow(started);
    },
    onError: (error, files) => setRefused(refusedByServer(error, files) ?? []),
  });
  const serverRefused = send.error !== null && refused.length > 0;

  return {
    upload: followed.upload,
    /** Files refused before anything was uploaded (by the browser's checks or the server's `400`). */
    refused,
    /** Any other problem: sending, or following the upload. */
    error: serverRefused ? null : (send.error ?? followed.error),
    busy: send.isPending || followed.underWay,
    start: (files: File[]) => {
      if (files.length > 0) send.mutate(files);
    },
    follow: (started: ScreenshotUpload) => {
      setRefused([]);
      send.reset();
      followed.follow(started);
    },
    clear: () => {
      setRefused([]);
      send.reset();
      followed.clear();
    },
  };
}
