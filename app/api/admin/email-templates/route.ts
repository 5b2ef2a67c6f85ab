import { handle } from "@/lib/api/handler";
import * as email from "@/lib/email/operations";
import { listEmailTemplates } from "@/lib/email/templates";
import { ok } from "@/lib/http/reply";

// GET /api/admin/email-templates – every template with its metadata
export const GET = handle(email.listEmailTemplates, async () => ok({ items: listEmailTemplates() }));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
