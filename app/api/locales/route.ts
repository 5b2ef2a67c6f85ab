import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listLocales } from "@/lib/locales/list-locales";
import * as locales from "@/lib/locales/operations";

// GET /api/locales – App Store Connect's locales with display names
export const GET = handle(locales.listLocales, async () => ok(listLocales()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
