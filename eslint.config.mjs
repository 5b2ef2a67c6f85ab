// ESLint (flat config): Next's rules (React, React Hooks, Core Web Vitals, accessibility),
// typescript-eslint's recommended rules, and the layout's import rules. Formatting is Prettier's
// (eslint-config-prettier turns off the rules it would fight). `npm run lint`; CI runs it.
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier/flat";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

import { libLayersPlugin } from "./lint/lib-layers.mjs";

// The layout (docs/architecture.md, AGENTS.md "Where things live"): inngest/ is wiring that
// nothing in lib/ may import; platform/ parts are used only through their entry points; lib/
// folders import one another in the directions of lib/README.md's layer table (lint/lib-layers.mjs
// reads it); and no module imports itself around a loop (import-x/no-cycle).
const wiring = {
  regex: "^@/inngest(/|$)|^(\\.\\./)+inngest(/|$)",
  message: "lib/ never imports the wiring in inngest/: emit an event (lib/events) or take what you need as a parameter.",
};
const platformInternals = {
  regex: "^@/platform/(?!jobs$|migrations$|store-simulator$|store-simulator/embedded$|store-simulator/demo-account\\.json$)",
  message:
    "Use a platform part through its entry point: @/platform/jobs, @/platform/migrations, @/platform/store-simulator (or its embedded / demo-account.json).",
};

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
    // A cycle on purpose, for lint/lint.test.ts.
    "lint/fixtures/**",
  ]),
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // No import cycles anywhere: a module that needs itself back runs with half its imports
  // undefined. Type-only imports are erased before anything runs, so no-cycle skips them; the layer
  // rule counts them between lib/ folders, and lint/type-cycles.test.ts between any two files.
  // The resolver reads tsconfig's `@/` alias; modules are parsed once per run (`import-x/cache`).
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/cache": { lifetime: "∞" },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // React's rules of hooks are for React code: elsewhere `use…` names a plain function (the tests'
  // useApi, next-auth's useSecureCookies option).
  {
    files: ["lib/**", "platform/**", "inngest/**", "test/**", "bench/**", "scripts/**", "e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // Tests read JSON answers loosely (`response.body.items[0].id`); their assertions are the types.
  { files: ["**/*.test.ts", "test/**", "e2e/**", "bench/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  // Domain code and the shared kernel in lib/.
  { files: ["lib/**"], rules: restricted(wiring, platformInternals) },
  // lib/ does not import platform/: the wiring (app/, instrumentation.ts, the test setup) hands lib
  // what it needs (the Inngest signature check, the built-in store: lib/store/built-in-store.ts).
  {
    files: ["lib/**"],
    ignores: ["**/*.test.ts"],
    rules: restricted(wiring, platformInternals, {
      regex: "^@/platform(/|$)",
      message: "lib/ never imports platform/: take what you need as a parameter, handed in by the route or instrumentation.ts.",
    }),
  },
  {
    files: ["app/**", "components/**", "client/**", "inngest/**", "test/**", "bench/**", "e2e/**", "emails/**"],
    rules: restricted(platformInternals),
  },
  // Imports between lib/ folders follow lib/README.md's layer table. Tests are exempt: nothing
  // imports a test, so it closes no loop, and integration tests drive the service from the top.
  { files: ["lib/**"], ignores: ["**/*.test.ts"], plugins: { layout: libLayersPlugin() }, rules: { "layout/lib-layers": "error" } },
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
