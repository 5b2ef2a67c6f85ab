import * as account from "@/lib/account/operations";
import { createAccessToken, listAccessTokens } from "@/lib/account/access-tokens";
import { handle } from "@/lib/api/handler";
import { created, ok } from "@/lib/http/reply";

// GET /api/account/tokens – the personal access tokens (never their secrets)
export const GET = handle(account.listAccessTokens, async ({ user }) => ok(await listAccessTokens(user)));

// POST /api/account/tokens – create a token; the secret is in this answer only
export const POST = handle(account.createAccessToken, async ({ user, body }) => created(await createAccessToken(user, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
