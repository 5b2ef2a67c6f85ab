import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getVersion } from "@/lib/versions/find-version";
import * as versions from "@/lib/versions/operations";
import { toVersionDetailView } from "@/lib/versions/views";

// GET /api/apps/{appId}/versions/{versionId} – a version with its localizations
export const GET = handle(versions.getVersion, async ({ user, params }) =>
  ok(toVersionDetailView(await getVersion(user.id, params.appId, params.versionId))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
