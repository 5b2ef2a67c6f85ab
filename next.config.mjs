/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "ioredis", "web-push"],
  // Migrations are read from disk at start (platform/migrations/migrate.ts), so deployments must ship them.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
