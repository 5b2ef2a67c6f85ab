import { handlePublic } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getHealth } from "@/lib/system/operations";

// GET /api/health – liveness
export const GET = handlePublic(getHealth, async () => ok({ status: "ok" }));
