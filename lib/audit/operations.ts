import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { auditEntry, listAuditLogQuery } from "./schemas";

export const listAuditLog = defineOperation({
  operationId: "adminListAuditLog",
  method: "get",
  path: "/admin/audit-log",
  summary: "Administrative changes, newest first",
  description:
    "An addition to the interface: who changed what, with the values before and after. Every role change, ban, unban and " +
    "ban reason change made through `PATCH /admin/users/update`, and every ticket status change, is recorded in the same " +
    "transaction as the change. " +
    "Filter by `targetType` and `targetId` (e.g. `user` and a user id) for one thing's history.",
  tags: ["Audit log (admin)"],
  access: "admin",
  query: listAuditLogQuery,
  responses: { 200: { description: "A page of audit log entries", schema: pageSchema(auditEntry) } },
});
