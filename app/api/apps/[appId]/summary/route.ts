import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as portfolio from "@/lib/portfolio/operations";
import { getAppSummary } from "@/lib/portfolio/summarize-apps";

// GET /api/apps/{appId}/summary – a summary of one app: versions, rating and its trend, unanswered reviews, the agent's pending change, sync
export const GET = handle(portfolio.getAppSummary, async ({ user, params }) => ok(await getAppSummary(user.id, params.appId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
