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
 * A file upload (`multipart`) is a type any site's form may send, so its proof is the browser's
 * `Origin`, which must be present and this site's: browsers send it on every cross-origin POST
 * and on their same-origin `fetch` POSTs, and a page cannot forge it.
 * `SameSite=Lax` cookies alone do not stop a same-site attacker or an older browser.
 */
export function refuseCrossSiteWrite(request: Request, options: { changesState?: boolean; multipart?: boolean } = {}): void {
  // A GET that changes something is a write here: a link on another site must not trigger it.
  if (SAFE_METHODS.has(request.method) && !options.changesState) return;
  const origin = request.headers.get("origin");
  if (options.multipart) {
    if (origin === null) throw new ApiError("csrf_failed", "An upload from a browser must say where it comes from (Origin).");
  } else if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    throw new ApiError("csrf_failed", "A request that changes something must be sent as application/json.");
  }
  if (origin !== null && origin !== new URL(env().APP_URL).origin) {
    throw new ApiError("csrf_failed", "Requests from other sites are not accepted.");
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new ApiError("csrf_failed", "Requests from other sites are not accepted.");
  }
}
