import * as account from "@/lib/account/operations";
import { confirmEmail } from "@/lib/account/email-verification";
import { handlePublic } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// POST /api/auth/verify-email – confirm an address with the emailed link
export const POST = handlePublic(account.confirmEmail, async ({ body }) => ok(await confirmEmail(body.token)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
