import * as account from "@/lib/account/operations";
import { changeEmail } from "@/lib/account/change-email";
import { handle } from "@/lib/api/handler";
import { accepted } from "@/lib/http/reply";

// POST /api/account/email – change the address (takes effect once the new one is confirmed)
export const POST = handle(account.changeEmail, async ({ user, body }) => accepted(await changeEmail(user, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
