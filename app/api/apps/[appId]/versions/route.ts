import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listVersions } from "@/lib/versions/list-versions";
import { listVersions as listVersionsOperation } from "@/lib/versions/operations";

// GET /api/apps/{appId}/versions – the kept App Store versions, newest first
export const GET = handle(listVersionsOperation, async ({ user, params }) => ok(await listVersions(user.id, params.appId)));
