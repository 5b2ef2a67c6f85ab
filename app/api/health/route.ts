import { handlePublic } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as system from "@/lib/system/operations";

// GET /api/health – liveness
export const GET = handlePublic(system.getHealth, async () => ok({ status: "ok" }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
