import { handle } from "@/lib/api/handler";
import * as apps from "@/lib/apps/operations";
import { getStoreSandbox } from "@/lib/apps/get-store-sandbox";
import { ok } from "@/lib/http/reply";

// GET /api/store-sandbox – the signed-in user's own sandbox of the built-in store simulator
export const GET = handle(apps.getStoreSandbox, async ({ user }) => ok(getStoreSandbox(user.id)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
