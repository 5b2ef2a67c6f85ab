import "server-only";

import { inngestEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { ApiError } from "@/lib/http/errors";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { consumeRateLimit } from "@/lib/http/rate-limits";
import { BODY_LIMITS, readTextCapped } from "@/lib/http/read-body";

/** Inngest's serve handler, as the SDK's `serve` gives it. */
export interface ServeHandler {
  GET: (request: Request, context: unknown) => Promise<Response>;
  POST: (request: Request, context: unknown) => Promise<Response>;
  PUT: (request: Request, context: unknown) => Promise<Response>;
}

/** Inngest's request signature, checked by the job platform (handed in by the route: lib never imports platform/). */
export interface InngestSignature {
  /** Whether the header is well formed and within Inngest's five-minute window (nothing read yet). */
  isFresh(header: string | null): boolean;
  /** Whether the header signs `body` with one of `signingKeys`. */
  isValid(header: string | null, body: unknown, signingKeys: string[]): boolean;
}

/**
 * Guards /api/inngest before the SDK sees a request: only calls signed with one of
 * `signingKeys` within Inngest's five-minute window go through (outside Inngest's dev mode),
 * and bodies must be JSON within Inngest's own size limit. A call without a well-formed, fresh
 * signature header is refused before a byte of its body is read; a signed one is read counting
 * bytes as they arrive (`BODY_LIMITS.inngest`), so no body can grow the process past that.
 * Anything else is answered here: the SDK answers some malformed bodies with a 500 even when they
 * are unsigned. Refused calls spend the caller's address's sign-in budget, so the endpoint cannot
 * be hammered for free.
 */
export function guardInngestEndpoint(handler: ServeHandler, signingKeys: string[], signature: InngestSignature) {
  const guard =
    (method: keyof ServeHandler) =>
    async (request: Request, context: unknown): Promise<Response> => {
      if (method === "GET") return handler.GET(request, context);
      try {
        const checked = inngestEnv().INNGEST_DEV !== "1";
        const header = request.headers.get("x-inngest-signature");
        if (checked && !signature.isFresh(header)) await refuseUnsigned(request);
        const text = await readTextCapped(request, BODY_LIMITS.inngest);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ApiError("invalid_json");
        }
        if (checked && !signature.isValid(header, body, signingKeys)) await refuseUnsigned(request);
        return await handler[method](new Request(request.url, { method, headers: request.headers, body: text }), context);
      } catch (error) {
        return problemResponse(toApiError(error));
      }
    };
  return { GET: guard("GET"), POST: guard("POST"), PUT: guard("PUT") };
}

async function refuseUnsigned(request: Request): Promise<never> {
  await consumeRateLimit("auth", clientAddress(request));
  throw new ApiError("unauthenticated", "Only requests signed by the Inngest server are accepted here.");
}
