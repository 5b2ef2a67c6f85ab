import { handle } from "@/lib/api/handler";
import { created, ok } from "@/lib/http/reply";
import { createWebhook, listWebhooks } from "@/lib/webhooks/manage-webhooks";
import * as webhooks from "@/lib/webhooks/operations";

// GET /api/webhooks – a team's webhook endpoints (never their secrets)
export const GET = handle(webhooks.listWebhooks, async ({ user, query }) => ok(await listWebhooks(user.id, query.teamId)));

// POST /api/webhooks – add an endpoint; the answer carries its signing secret, once
export const POST = handle(webhooks.createWebhook, async ({ user, body }) => created(await createWebhook(user.id, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
