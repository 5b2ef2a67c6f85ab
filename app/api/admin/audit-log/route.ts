import { handle } from "@/lib/api/handler";
import { listAuditLog } from "@/lib/audit/list-audit-log";
import * as audit from "@/lib/audit/operations";
import { ok } from "@/lib/http/reply";

// GET /api/admin/audit-log – administrative changes, newest first
export const GET = handle(audit.listAuditLog, async ({ query }) => ok(await listAuditLog(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
