import { handle } from "@/lib/api/handler";
import { listBuilds } from "@/lib/builds/list-builds";
import * as builds from "@/lib/builds/operations";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/builds?cursor=&limit= – synced builds, newest upload first
export const GET = handle(builds.listBuilds, async ({ user, params, query }) => ok(await listBuilds(user.id, params.appId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
