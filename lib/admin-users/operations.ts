import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { adminUser, listUsersQuery, updateUserInput } from "./schemas";

const tags: ["Users (admin)"] = ["Users (admin)"];

export const listUsers = defineOperation({
  operationId: "adminListUsers",
  method: "get",
  path: "/admin/users",
  summary: "List users with role, ban status, plan and app count",
  description: "Newest first. `search` matches text in the email or the name, case-insensitively.",
  tags,
  access: "admin",
  query: listUsersQuery,
  responses: { 200: { description: "A page of users", schema: pageSchema(adminUser) } },
});

export const updateUser = defineOperation({
  operationId: "adminUpdateUser",
  method: "patch",
  path: "/admin/users/update",
  summary: "Change a user's role, ban or plan",
  description:
    "Give at least one of `role`, `banned`, `banReason`, `planId`. `planId` sets a complimentary plan for the user's personal team (a shared team's: `PATCH /admin/teams/{teamId}`): its limits apply to the team at once " +
    "(a lower plan pauses the newest apps beyond its `apps` limit and raises intervals below its minimum; nothing is deleted). A ban takes effect at once: every request of the user's existing " +
    "sessions answers `403 banned` (with the reason), and signing in is refused, until the ban is lifted. " +
    "`banReason` goes only with `banned: true` (for a user already banned it replaces the reason); `banned: false` clears " +
    "the reason and `bannedAt`. Admins cannot ban or demote themselves (`409 cannot_change_self`), and the last active " +
    "admin (not banned) cannot be demoted or banned (`409 last_admin`). Every change is recorded in the audit log " +
    "(`GET /admin/audit-log`) in the same transaction; a request that changes nothing records nothing.",
  tags,
  access: "admin",
  body: updateUserInput,
  errors: ["not_found", "cannot_change_self", "last_admin"],
  responses: { 200: { description: "The user after the change", schema: adminUser } },
});
