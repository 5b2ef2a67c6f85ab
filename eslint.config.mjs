// ESLint (flat config): Next's rules (React, React Hooks, Core Web Vitals, accessibility),
// typescript-eslint's recommended rules, and the layout's import rules. Formatting is Prettier's
// (eslint-config-prettier turns off the rules it would fight). `npm run lint`; CI runs it.
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier/flat";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The layout (docs/architecture.md, AGENTS.md "Where things live"): inngest/ is wiring that
// nothing in lib/ may import; platform/ parts are used only through their entry points; domain
// folders import one another in one direction.
const wiring = {
  regex: "^@/inngest(/|$)|^(\\.\\./)+inngest(/|$)",
  message: "lib/ never imports the wiring in inngest/: emit an event (lib/events) or take what you need as a parameter.",
};
const platformInternals = {
  regex: "^@/platform/(?!jobs$|migrations$|store-simulator$|store-simulator/embedded$|store-simulator/demo-account\\.json$)",
  message:
    "Use a platform part through its entry point: @/platform/jobs, @/platform/migrations, @/platform/store-simulator (or its embedded / demo-account.json).",
};
/** `from` may not import `to` (both lib/ folders): the other direction is the allowed one. */
const oneWay = (to, why) => ({ regex: `^@/lib/${to}(/|$)`, message: why });

const restricted = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "lib/db/generated/**",
    "lib/store/spec/asc-types.ts",
    "playwright-report/**",
    "test-results/**",
  ]),
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // React's rules of hooks are for React code: elsewhere `use…` names a plain function (the tests'
  // useApi, next-auth's useSecureCookies option).
  {
    files: ["lib/**", "platform/**", "inngest/**", "test/**", "bench/**", "scripts/**", "e2e/**"],
    ignores: ["lib/ui/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // Tests read JSON answers loosely (`response.body.items[0].id`); their assertions are the types.
  { files: ["**/*.test.ts", "test/**", "e2e/**", "bench/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  // Domain code and the shared kernel in lib/.
  { files: ["lib/**"], rules: restricted(wiring, platformInternals) },
  { files: ["app/**", "components/**", "inngest/**", "test/**", "bench/**", "e2e/**", "emails/**"], rules: restricted(platformInternals) },
  {
    files: ["lib/apps/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay(
        "sync",
        "apps never imports sync: an app asks for a sync with requestSync (lib/apps/request-sync.ts), which emits app/sync.requested; lib/sync builds on lib/apps.",
      ),
    ),
  },
  {
    files: ["lib/billing/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay("usage", "billing never imports usage: usage reads the plans (lib/billing/plans.ts) and builds on billing."),
      oneWay("apps", "billing never imports apps: enforcePlanLimits works on the App rows itself, and apps builds on billing and usage."),
    ),
  },
  {
    files: ["lib/usage/**"],
    // Its integration tests follow each quota through the operations that take it (apps included).
    ignores: ["lib/usage/**/*.test.ts"],
    rules: restricted(wiring, platformInternals, oneWay("apps", "usage never imports apps: apps checks its quotas through lib/usage.")),
  },
  {
    files: ["lib/versions/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay(
        "locales",
        "versions never imports locales: lib/locales builds on lib/versions; App Store Connect's locales are in lib/store/locales.ts.",
      ),
    ),
  },
  {
    files: ["lib/http/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay("auth", "lib/http is the HTTP toolkit that lib/auth uses; the route pipeline that needs sessions is lib/api/handler.ts."),
      oneWay("api", "lib/http is below lib/api: lib/api/handler.ts composes it."),
    ),
  },
  {
    files: ["lib/auth/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay("api", "lib/auth is below lib/api: the route pipeline reads sessions from lib/auth."),
      oneWay("account", "lib/account builds on lib/auth (sessions, passwords, emailed-link tokens); lib/auth never imports it."),
    ),
  },
  {
    files: ["lib/email/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay("auth", "lib/email is below lib/auth (registration sends the welcome email); shared helpers live in lib/text."),
    ),
  },
  {
    files: ["lib/system/**"],
    rules: restricted(
      wiring,
      platformInternals,
      oneWay("openapi", "lib/openapi lists lib/system's operations; what needs the whole operations table belongs in lib/api."),
    ),
  },
  {
    files: ["lib/events/**"],
    rules: restricted(wiring, platformInternals, {
      regex: "^@/lib/(?!db|env|log|text|events)[^/]+",
      message: "lib/events is the shared event bus: every domain imports it, so it imports no domain.",
    }),
  },
  // Request bodies are read only by lib/http/read-body.ts, which counts bytes as they stream and
  // stops at the route's limit (BODY_LIMITS): `request.text()` and its kin read any size whole.
  {
    files: ["app/**", "lib/**", "server/**", "proxy.ts", "instrumentation.ts"],
    ignores: ["lib/http/read-body.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|formData|arrayBuffer|blob|bytes)$/]",
          message: "Read request bodies with readTextCapped / readJsonBody (lib/http/read-body.ts): they stop at the route's BODY_LIMITS.",
        },
      ],
    },
  },
  // Platform parts build on the shared kernel, never on the wiring or a domain.
  {
    files: ["platform/**"],
    rules: restricted(wiring, {
      regex: "^@/(app|components|emails)/|^@/lib/(?!db|env|log|process|text|events|store)[^/]+",
      message:
        "platform/ runs the service's code; it uses only the shared kernel (lib/db, lib/env, lib/log, lib/process, lib/text, lib/events) and, for the store simulator, lib/store.",
    }),
  },
  prettier,
]);
