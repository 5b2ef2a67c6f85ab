import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listLocales } from "@/lib/locales/list-locales";
import { listLocales as listLocalesOperation } from "@/lib/locales/operations";

// GET /api/locales – App Store Connect's locales with display names
export const GET = handle(listLocalesOperation, async () => ok(listLocales()));
