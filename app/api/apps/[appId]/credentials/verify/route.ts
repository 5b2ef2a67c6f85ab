import { handle } from "@/lib/api/handler";
import { verifyCredentials } from "@/lib/apps/manage-credentials";
import * as apps from "@/lib/apps/operations";
import { ok } from "@/lib/http/reply";

// POST /api/apps/{appId}/credentials/verify – check the stored key against the store now
export const POST = handle(apps.verifyCredentials, async ({ user, params }) => ok(await verifyCredentials(user.id, params.appId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
