import "server-only";

import { inngestEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { ApiError } from "@/lib/http/errors";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { consumeRateLimit } from "@/lib/http/rate-limits";
import { hasValidInngestSignature, type ServeHandler } from "@/platform/jobs";

/** Inngest caps a run's state at 32 MB; no legitimate call is larger. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Guards /api/inngest before the SDK sees a request: only calls signed with one of
 * `signingKeys` within Inngest's five-minute window go through (outside Inngest's dev mode),
 * and bodies must be JSON within Inngest's own size limit. Anything else is answered here: the
 * SDK answers some malformed bodies with a 500 even when they are unsigned. Refused calls spend
 * the caller's address's sign-in budget, so the endpoint cannot be hammered for free.
 */
export function guardInngestEndpoint(handler: ServeHandler, signingKeys: string[]) {
  const guard =
    (method: keyof ServeHandler) =>
    async (request: Request, context: unknown): Promise<Response> => {
      if (method === "GET") return handler.GET(request, context);
      try {
        if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw new ApiError("payload_too_large");
        const text = await request.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ApiError("invalid_json");
        }
        if (inngestEnv().INNGEST_DEV !== "1" && !hasValidInngestSignature(request.headers.get("x-inngest-signature"), body, signingKeys)) {
          await consumeRateLimit("auth", clientAddress(request));
          throw new ApiError("unauthenticated", "Only requests signed by the Inngest server are accepted here.");
        }
        return await handler[method](new Request(request.url, { method, headers: request.headers, body: text }), context);
      } catch (error) {
        return problemResponse(toApiError(error));
      }
    };
  return { GET: guard("GET"), POST: guard("POST"), PUT: guard("PUT") };
}
