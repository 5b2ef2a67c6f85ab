import { handlePublic } from "@/lib/http/handler";
import { ok } from "@/lib/http/reply";
import { getHealth } from "@/lib/system/operations";

// GET /api/health – liveness
export const GET = handlePublic(getHealth, async () => ok({ status: "ok" }));

// Any other method – 405 problem details with Allow
export * from "@/lib/system/method-not-allowed";
