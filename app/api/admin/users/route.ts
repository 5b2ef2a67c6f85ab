import { listUsers } from "@/lib/admin-users/list-users";
import { listUsers as listUsersOperation } from "@/lib/admin-users/operations";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// GET /api/admin/users – users with role, ban status and app count, searched and paginated
export const GET = handle(listUsersOperation, async ({ query }) => ok(await listUsers(query)));
