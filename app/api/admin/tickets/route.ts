import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { adminListTickets } from "@/lib/support/list-tickets";
import * as support from "@/lib/support/operations";

// GET /api/admin/tickets – every ticket, filtered and paginated
export const GET = handle(support.adminListTickets, async ({ query }) => ok(await adminListTickets(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
