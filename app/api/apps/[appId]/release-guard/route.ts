import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as releaseGuard from "@/lib/release-guard/operations";
import { getReleaseGuard, updateReleaseGuard } from "@/lib/release-guard/release-guard-settings";

// GET /api/apps/{appId}/release-guard – the app's guard for phased releases
export const GET = handle(releaseGuard.getReleaseGuard, async ({ user, params }) => ok(await getReleaseGuard(user.id, params.appId)));

// PUT /api/apps/{appId}/release-guard – set it
export const PUT = handle(releaseGuard.updateReleaseGuard, async ({ user, params, body }) =>
  ok(await updateReleaseGuard(user.id, params.appId, body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
