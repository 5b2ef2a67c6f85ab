import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as releases from "@/lib/releases/operations";
import { updateVersion } from "@/lib/releases/update-version";
import { toVersionReleaseView } from "@/lib/releases/views";
import { getVersion } from "@/lib/versions/find-version";
import * as versions from "@/lib/versions/operations";
import { toVersionDetailView } from "@/lib/versions/views";

// GET /api/apps/{appId}/versions/{versionId} – a version with its localizations
export const GET = handle(versions.getVersion, async ({ user, params }) =>
  ok(toVersionDetailView(await getVersion(user.id, params.appId, params.versionId))),
);

// PATCH /api/apps/{appId}/versions/{versionId} – the build, release method, phased release and review details
export const PATCH = handle(releases.updateVersion, async ({ user, params, body }) => {
  const { version, build } = await updateVersion(user.id, params.appId, params.versionId, body);
  return ok(toVersionReleaseView(version, build));
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
