import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as portfolio from "@/lib/portfolio/operations";
import { getPortfolio } from "@/lib/portfolio/summarize-apps";

// GET /api/portfolio – a summary of each of the user's apps, by name
export const GET = handle(portfolio.getPortfolio, async ({ user }) => ok({ items: await getPortfolio(user.id) }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
