import { sameOriginPath } from "@/lib/net/same-origin-path";

/** A post-sign-in destination from `?callbackUrl=`: a page of this site only, never another origin. */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/apps"): string {
  const path = value ? sameOriginPath(value) : null;
  if (!path || path.startsWith("/signin") || path.startsWith("/register") || path.startsWith("/api/")) return fallback;
  return path;
}
