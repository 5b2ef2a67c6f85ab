import "server-only";

import { inngestEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import type { ServeHandler } from "@/platform/jobs";

/** Inngest caps a run's state at 32 MB; no legitimate call is larger. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Guards /api/inngest before the SDK sees a request: the SDK answers a malformed body with a
 * 500 even when the request is unsigned. Unsigned requests are refused (outside Inngest's dev
 * mode) and bodies must be JSON within Inngest's own size limit.
 */
export function guardInngestEndpoint(handler: ServeHandler) {
  const guard = (method: keyof ServeHandler) => async (request: Request, context: unknown): Promise<Response> => {
    if (method === "GET") return handler.GET(request, context);
    if (inngestEnv().INNGEST_DEV !== "1" && !request.headers.get("x-inngest-signature")) {
      return problemResponse(new ApiError("unauthenticated", "Only signed Inngest requests are accepted here."));
    }
    if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return problemResponse(new ApiError("payload_too_large"));
    const body = await request.text();
    try {
      JSON.parse(body);
    } catch {
      return problemResponse(new ApiError("invalid_json"));
    }
    return handler[method](new Request(request.url, { method, headers: request.headers, body }), context);
  };
  return { GET: guard("GET"), POST: guard("POST"), PUT: guard("PUT") };
}
