"use client";

import { useQueryClient } from "@tanstack/react-query";

import type { ResultOf } from "@/lib/http/operation";
import * as releases from "@/lib/releases/operations";
import { operationKey } from "@/client/operation-keys";

export type VersionRelease = ResultOf<typeof releases.getVersionRelease>;

/**
 * After a change to the version's release: the page's release, readiness and timeline read again
 * (the answer is the new release, put in place at once), and the versions list too (its state).
 */
export function useReleaseChanged(appId: string, versionId: string) {
  const queryClient = useQueryClient();
  const params = { appId, versionId };
  return (release?: VersionRelease) => {
    if (release) queryClient.setQueryData(operationKey(releases.getVersionRelease, { params }), release);
    void queryClient.invalidateQueries({ queryKey: operationKey(releases.getVersionReadiness, { params }) });
    void queryClient.invalidateQueries({ queryKey: operationKey(releases.getVersionTimeline, { params }) });
    void queryClient.invalidateQueries({ queryKey: operationKey(releases.getVersionRelease, { params }) });
  };
}
