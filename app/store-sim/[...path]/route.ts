import { serveEmbeddedStore } from "@/lib/apps/serve-embedded-store";
import { ApiError } from "@/lib/http/errors";
import { problemResponse, toApiError } from "@/lib/http/problem";
import { BODY_LIMITS, readBytesCapped, readTextCapped } from "@/lib/http/read-body";
import { embeddedSimulator } from "@/platform/store-simulator/embedded";

// ANY /store-sim/* – the built-in App Store Connect simulator (only when STORE_API_BASE_URL is unset).
// It authenticates requests itself, as App Store Connect does: with the publisher key's JWT. Anyone
// can mint that JWT with the public demo key, so its body is read here, capped as it streams, before
// the simulator sees it. /store-sim/s/<address>/* is an account's own sandbox (its address and its
// own key from GET /api/store-sandbox), /store-sim/i/<address>/* one image of it (what the
// dashboard shows); any other path, a forged address included, is the public sandbox, where no
// account's apps live.
async function serveSimulator(request: Request): Promise<Response> {
  const simulator = embeddedSimulator();
  if (!simulator) return problemResponse(new ApiError("not_found", "The store simulator is off: STORE_API_BASE_URL is set."));
  let body: string | Uint8Array | undefined;
  try {
    // A part of a file (an upload operation's PUT) is bytes; everything else is App Store Connect's JSON.
    body =
      request.method === "GET" || request.method === "HEAD"
        ? undefined
        : request.method === "PUT"
          ? await readBytesCapped(request, BODY_LIMITS.storeSimulatorUpload)
          : await readTextCapped(request, BODY_LIMITS.storeSimulator);
  } catch (error) {
    return problemResponse(toApiError(error));
  }
  const buffered = new Request(request.url, { method: request.method, headers: request.headers, body: body as BodyInit | undefined });
  return serveEmbeddedStore(simulator, buffered);
}

export const GET = serveSimulator;
export const POST = serveSimulator;
export const PATCH = serveSimulator;
export const DELETE = serveSimulator;
// The parts of a file sent to an upload operation's address.
export const PUT = serveSimulator;
