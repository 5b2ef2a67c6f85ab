/**
 * Headers every response carries (pages, API, static files). The pages' Content-Security-Policy
 * is set per request by proxy.ts (it needs a nonce); API answers are data, never documents, so
 * their policy forbids everything. HSTS is added at run time by server/node-hooks.mjs when
 * APP_URL is https (this file is read at build time).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "ioredis", "web-push"],
  // Migrations are read from disk at start (lib/db/migrate.ts), so deployments must ship them.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
  // Server code is not minified: a production stack trace or CPU profile (`BENCH_PROFILE`,
  // docs/benchmarks.md) then names our functions. Minifying server code saves no run time; browsers
  // still get minified bundles.
  experimental: { turbopackMinify: { server: false } },
  reactStrictMode: true,
  // CI type-checks the whole project (`npm run typecheck`) before it builds, and says so with
  // TYPECHECKED=1: the build's own check of the same files would only repeat it.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

export default nextConfig;
