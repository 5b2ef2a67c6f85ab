import "server-only";

import { env } from "@/lib/env";

import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for requests a session cookie authenticates (browsers attach
 * it to requests other sites make). A state-changing request must:
 * - declare `Content-Type: application/json`: a cross-site page can send that only after a CORS
 *   preflight, which this service never grants (forms send only form, multipart or text types);
 * - come from this site when the browser says where it comes from (`Origin`, `Sec-Fetch-Site`).
 * A GET operation marked `changesState` is held to the same rule (a cross-site link or `<img>`
 * cannot set the content type).
 * `SameSite=Lax` cookies alone do not stop a same-site attacker or an older browser.
 */
export function refuseCrossSiteWrite(request: Request, options: { changesState?: boolean } = {}): void {
  // A GET that changes something is a write here: a link on another site must not trigger it.
  if (SAFE_METHODS.has(request.method) && !options.changesState) return;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError("csrf_failed", "A request that changes something must be sent as application/json.");
  }
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(env().APP_URL).origin) {
    throw new ApiError("csrf_failed", "Requests from other sites are not accepted.");
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new ApiError("csrf_failed", "Requests from other sites are not accepted.");
  }
}
