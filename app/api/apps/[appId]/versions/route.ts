import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listVersions } from "@/lib/versions/list-versions";
import * as versions from "@/lib/versions/operations";

// GET /api/apps/{appId}/versions – the kept App Store versions, newest first
export const GET = handle(versions.listVersions, async ({ user, params }) => ok(await listVersions(user.id, params.appId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
