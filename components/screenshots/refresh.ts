import type { QueryClient } from "@tanstack/react-query";

import * as releases from "@/lib/releases/operations";
import * as screenshots from "@/lib/screenshots/operations";
import { operationKey } from "@/client/operation-keys";

/**
 * After a change to a version's screenshots: every locale's screenshots are read again and, when
 * the change can add or remove a set's last screenshot, the readiness check too.
 */
export function refreshScreenshots(
  queryClient: QueryClient,
  { appId, versionId }: { appId: string; versionId: string },
  { readiness }: { readiness: boolean },
): Promise<unknown> {
  const params = { appId, versionId };
  return Promise.all([
    // Without a query the key is a prefix of each locale's.
    queryClient.invalidateQueries({ queryKey: operationKey(screenshots.getVersionScreenshots, { params }) }),
    readiness && queryClient.invalidateQueries({ queryKey: operationKey(releases.getVersionReadiness, { params }) }),
  ]);
}
