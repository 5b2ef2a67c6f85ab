import { handlePublic } from "@/lib/api/handler";
import * as auth from "@/lib/auth/operations";
import { register } from "@/lib/auth/users";
import { created } from "@/lib/http/reply";

// POST /api/auth/auth.register – create an account
export const POST = handlePublic(auth.register, async ({ body }) => created(await register(body)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
