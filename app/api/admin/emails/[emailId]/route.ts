import { handle } from "@/lib/api/handler";
import { getEmail } from "@/lib/email/list-emails";
import * as email from "@/lib/email/operations";
import { ok } from "@/lib/http/reply";

// GET /api/admin/emails/{emailId} – one email with its HTML and text
export const GET = handle(email.getEmail, async ({ params }) => ok(await getEmail(params.emailId)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
