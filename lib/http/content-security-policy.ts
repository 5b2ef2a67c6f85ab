/**
 * The pages' Content-Security-Policy (set per request by proxy.ts). Scripts run only with this
 * request's nonce, which Next.js puts on its own scripts, and what those scripts load
 * (`'strict-dynamic'`); nothing inline or injected runs. Styles may be inline (`style=`
 * attributes: React and charting libraries set them; styles cannot run code). No site may frame
 * the pages (clickjacking).
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    // Next's development server evaluates code for fast refresh.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Screenshots' thumbnails come from Apple's image hosts (the built-in store serves its own from this origin).
    "img-src 'self' data: blob: https://*.mzstatic.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    // The admin's email preview is a sandboxed srcdoc frame.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
