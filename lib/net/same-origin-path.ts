/** Stands for "this site" when no origin is at hand (e.g. while a page renders on the server). */
const PLACEHOLDER_ORIGIN = "https://same-origin.invalid";

/**
 * Where a redirect target (`callbackUrl`) leads, as a path with its query and fragment, when it
 * stays on `origin`; null otherwise. The value is parsed the way browsers parse it (the WHATWG
 * URL parser drops tabs and newlines and reads `\` as `/`), so what is checked is what a browser
 * would follow: `/\t/evil.example` is `//evil.example`, another origin. Accepted: a path from the
 * root (`/apps?x=1`) or an absolute URL on `origin`; anything else (relative paths, other
 * schemes, text that is not a URL) is refused.
 */
export function sameOriginPath(value: string, origin: string = PLACEHOLDER_ORIGIN): string | null {
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  let expected: string;
  try {
    url = new URL(value, origin);
    expected = new URL(origin).origin;
  } catch {
    return null;
  }
  if (url.origin !== expected) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
