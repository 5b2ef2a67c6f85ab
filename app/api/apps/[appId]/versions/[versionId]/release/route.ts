import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { findVersionRelease, getVersionRelease } from "@/lib/releases/find-version-release";
import * as releases from "@/lib/releases/operations";
import { releaseVersion } from "@/lib/releases/release-version";
import { toVersionReleaseView } from "@/lib/releases/views";

// GET /api/apps/{appId}/versions/{versionId}/release – the version's build, release method, phased release and review details
export const GET = handle(releases.getVersionRelease, async ({ user, params }) => {
  const { version, build } = await getVersionRelease(user.id, params.appId, params.versionId);
  return ok(toVersionReleaseView(version, build));
});

// POST /api/apps/{appId}/versions/{versionId}/release – release an approved version now
export const POST = handle(releases.releaseVersion, async ({ user, params }) => {
  const released = await releaseVersion(user.id, params.appId, params.versionId);
  const { version, build } = await findVersionRelease(released.id);
  return ok(toVersionReleaseView(version, build));
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
