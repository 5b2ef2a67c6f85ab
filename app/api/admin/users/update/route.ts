import * as adminUsers from "@/lib/admin-users/operations";
import { updateUser } from "@/lib/admin-users/update-user";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";

// PATCH /api/admin/users/update – change a user's role or ban (audited)
export const PATCH = handle(adminUsers.updateUser, async ({ user, body }) => ok(await updateUser(user, body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
