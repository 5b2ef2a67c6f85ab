import { handle } from "@/lib/api/handler";
import * as apps from "@/lib/apps/operations";
import { getWordLists, updateWordLists, wordListsNow } from "@/lib/apps/word-lists";
import { ok } from "@/lib/http/reply";

// GET /api/apps/{appId}/word-lists – forbidden words, competitors, required words, and the domains links may point to
export const GET = handle(apps.getWordLists, async ({ user, params }) => ok(await getWordLists(user.id, params.appId)));

// PATCH /api/apps/{appId}/word-lists – replace the lists given (If-Match holds it to the lists as read)
export const PATCH = handle(
  apps.updateWordLists,
  async ({ user, params, body }) => ok(await updateWordLists(user.id, params.appId, body)),
  {
    current: ({ user, params }) => wordListsNow(user.id, params.appId),
  },
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
