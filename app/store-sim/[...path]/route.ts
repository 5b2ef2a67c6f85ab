import { sandboxAddressedBy } from "@/lib/apps/store-sandbox";
import { ApiError } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import { embeddedSimulator, PUBLIC_SANDBOX } from "@/platform/store-simulator/embedded";

// ANY /store-sim/* – the built-in App Store Connect simulator (only when STORE_API_BASE_URL is unset).
// It authenticates requests itself, as App Store Connect does: with the publisher key's JWT.
// /store-sim/s/<address>/* is an account's own sandbox (its address from GET /api/store-sandbox);
// any other path, a forged address included, is the public sandbox, where no account's apps live.
async function serveSimulator(request: Request): Promise<Response> {
  const simulator = embeddedSimulator();
  if (!simulator) return problemResponse(new ApiError("not_found", "The store simulator is off: STORE_API_BASE_URL is set."));
  return simulator.handle(request, sandboxAddressedBy(new URL(request.url).pathname) ?? { sandbox: PUBLIC_SANDBOX });
}

export const GET = serveSimulator;
export const POST = serveSimulator;
export const PATCH = serveSimulator;
export const DELETE = serveSimulator;
