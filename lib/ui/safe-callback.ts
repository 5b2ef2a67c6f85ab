/** A post-sign-in destination from `?callbackUrl=`: a path on this site only, never another origin. */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/apps"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/signin") || value.startsWith("/register") || value.startsWith("/api/")) return fallback;
  return value;
}
