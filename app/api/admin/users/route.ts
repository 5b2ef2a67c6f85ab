import { listUsers } from "@/lib/admin-users/list-users";
import * as adminUsers from "@/lib/admin-users/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/users – users with role, ban status and app count, searched and paginated
export const GET = handle(adminUsers.listUsers, async ({ query }) => ok(await listUsers(query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
