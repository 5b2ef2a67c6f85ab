import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { findVersionRelease } from "@/lib/releases/find-version-release";
import * as releases from "@/lib/releases/operations";
import { updatePhasedRelease } from "@/lib/releases/release-version";
import { toVersionReleaseView } from "@/lib/releases/views";

// PATCH /api/apps/{appId}/versions/{versionId}/phased-release – pause, resume or complete the rollout
export const PATCH = handle(releases.updatePhasedRelease, async ({ user, params, body }) => {
  const updated = await updatePhasedRelease(user.id, params.appId, params.versionId, body.state);
  const { version, build } = await findVersionRelease(updated.id);
  return ok(toVersionReleaseView(version, build));
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
