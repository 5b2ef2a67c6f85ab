import { handlePublic } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { getOpenApiDocument } from "@/lib/openapi/document";
import * as system from "@/lib/system/operations";

// GET /api/openapi.json – the OpenAPI description of this API
export const GET = handlePublic(system.getOpenApiDocument, async () => ok(getOpenApiDocument()));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
