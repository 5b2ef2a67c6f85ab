import { verifyCredentials } from "@/lib/apps/manage-credentials";
import { verifyCredentials as verifyCredentialsOperation } from "@/lib/apps/operations";
import { toCredentialsView } from "@/lib/apps/views";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/apps/{appId}/credentials/verify – check the stored key against the store now
export const POST = handle(verifyCredentialsOperation, async ({ user, params }) => ok(toCredentialsView(await verifyCredentials(user.id, params.appId))));
