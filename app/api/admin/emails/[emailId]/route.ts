import { getEmailOrThrow } from "@/lib/email/list-emails";
import { getEmail } from "@/lib/email/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/emails/{emailId} – one email with its HTML and text
export const GET = handle(getEmail, async ({ params }) => ok(await getEmailOrThrow(params.emailId)));
