import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as usage from "@/lib/usage/operations";
import { getUsage } from "@/lib/usage/get-usage";

// GET /api/usage – the personal team's usage against its plan's limits
export const GET = handle(usage.getUsage, async ({ user }) => ok(await getUsage(user.id)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
