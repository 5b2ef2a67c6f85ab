import { handlePublic } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getReadiness } from "@/lib/system/get-readiness";
import * as system from "@/lib/system/operations";

// GET /api/ready – readiness: database reachable, migrations applied; event delivery in the detail
export const GET = handlePublic(system.getReadiness, async () => ok(await getReadiness()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
