import { registerUser } from "@/lib/auth/users";
import { register } from "@/lib/auth/operations";
import { handlePublic } from "@/lib/api/handler";
import { created } from "@/lib/http/reply";

// POST /api/auth/register – create an account
export const POST = handlePublic(register, async ({ body }) => created(await registerUser(body)));
