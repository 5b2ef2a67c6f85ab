import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { copyWhatsNew } from "@/lib/releases/copy-whats-new";
import * as releases from "@/lib/releases/operations";

// POST /api/apps/{appId}/versions/{versionId}/copy-whats-new – the primary language's "What's new" into every locale without one
export const POST = handle(releases.copyWhatsNew, async ({ user, params }) =>
  ok(await copyWhatsNew(user.id, params.appId, params.versionId)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
