import { handle } from "@/lib/api/handler";
import { created, ok } from "@/lib/http/reply";
import { createVersion } from "@/lib/versions/create-version";
import { listVersions } from "@/lib/versions/list-versions";
import * as versions from "@/lib/versions/operations";
import { toVersionDetailView } from "@/lib/versions/views";

// GET /api/apps/{appId}/versions – the kept App Store versions, newest first
export const GET = handle(versions.listVersions, async ({ user, params }) => ok(await listVersions(user.id, params.appId)));

// POST /api/apps/{appId}/versions – the app's next version, made at App Store Connect
export const POST = handle(versions.createVersion, async ({ user, params, body }) =>
  created(toVersionDetailView(await createVersion(user.id, params.appId, body))),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
