import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The browser imports every domain's operations and schemas (`call(operation)`, form validation
// with the same schema). A module there that reaches `import "server-only"` or a Node builtin
// breaks the client bundle at build time, far from the import that caused it; this walks the
// imports the way the bundler resolves them (tsconfig paths) and names the chain instead.

const root = path.resolve(__dirname, "..");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!config) throw new Error("tsconfig.json could not be read");
const options = config.options;
const builtins = new Set(builtinModules);

/** The specifiers a module imports at run time: type-only imports and exports are erased by the compiler, so they do not count. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const typeOnlyBindings = (clause: ts.ImportClause) =>
    !clause.name &&
    clause.namedBindings !== undefined &&
    ts.isNamedImports(clause.namedBindings) &&
    clause.namedBindings.elements.length > 0 &&
    clause.namedBindings.elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause || (!clause.isTypeOnly && !typeOnlyBindings(clause))) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // The pre-processor's list is the reference for what a module imports; the walk above only tells the type-only ones apart.
  const all = new Set(ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName));
  return found.filter((specifier) => all.has(specifier));
}

const isServerOnly = (specifier: string) => specifier === "server-only" || specifier.startsWith("node:") || builtins.has(specifier);

/** The import chain from `entry` to the first module that only a server can load, or null when there is none. */
export function serverOnlyChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of runtimeImports(file, readFileSync(file, "utf8"))) {
      if (isServerOnly(specifier)) return [...chain, specifier];
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      // Packages are the bundler's to resolve (their browser builds); only the project's own modules are walked.
      if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts) continue;
      const found = walk(resolved.resolvedFileName, [...chain, path.relative(root, resolved.resolvedFileName)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [path.relative(root, entry)]);
}

const entries = readdirSync(path.join(root, "lib"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => ["operations.ts", "schemas.ts"].map((name) => path.join(root, "lib", folder.name, name)))
  .filter((file) => ts.sys.fileExists(file));

describe("operations and schemas the browser imports", () => {
  it("finds the domains' modules", () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it.each(entries.map((file) => [path.relative(root, file), file]))("%s reaches neither server-only nor a Node builtin", (_, file) => {
    expect(serverOnlyChain(file)).toBeNull();
  });
});

describe("the import walk", () => {
  it("skips type-only imports and keeps the ones that run", () => {
    const text = [
      'import type { A } from "./types";',
      'import { type B, type C } from "./more-types";',
      'export type { D } from "./d";',
      'import "server-only";',
      'import { e, type F } from "./mixed";',
      'export * from "./all";',
      'const lazy = () => import("node:fs");',
    ].join("\n");
    expect(runtimeImports("x.ts", text)).toEqual(["server-only", "./mixed", "./all", "node:fs"]);
  });

  it("names the chain to a server-only module", () => {
    // lib/db is the database handle: server-only by design, reached directly.
    const chain = serverOnlyChain(path.join(root, "lib/db/client.ts"));
    expect(chain?.at(-1)).toMatch(/^(server-only|node:.+)$/);
  });
});
