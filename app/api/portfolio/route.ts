import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getPortfolio } from "@/lib/portfolio/operations";
import { summarizePortfolio } from "@/lib/portfolio/summarize-apps";

// GET /api/portfolio – a summary of each of the user's apps, by name
export const GET = handle(getPortfolio, async ({ user }) => ok({ items: await summarizePortfolio(user.id) }));
