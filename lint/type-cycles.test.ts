import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// `npm run lint` refuses import cycles (import-x/no-cycle), but skips type-only imports: they are
// erased before anything runs. A loop of types still ties files that should build on one another
// (the brain and the model brain did, until the interface moved below both), so this test walks
// the project's own imports, types included, and finds every loop.
const root = fileURLToPath(new URL("..", import.meta.url));
const NOT_SOURCE = new Set(["node_modules", ".next", ".data", ".git", "playwright-report", "test-results"]);
// Generated (Prisma's client is a loop of its own), or a loop on purpose (lint/lint.test.ts).
const SKIPPED = ["lib/db/generated/", "lint/fixtures/"];
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The project file an import names (through the `@/` alias or a relative path), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files that import one another around a loop (Tarjan's strongly connected components of more than one file). */
function importLoops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return loops;
}

/** Each file and the project files it imports, types included. */
const importGraph = (files: string[]) =>
  new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      return [file, importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((target) => target !== null)];
    }),
  );

const relative = (loops: string[][]) => loops.map((loop) => loop.map((file) => path.relative(root, file)));

describe("imports, type-only ones included", () => {
  it("finds a loop, and only the loop", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importLoops(graph)).toEqual([["a", "b", "c"]]);
    expect(
      importLoops(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("loop in the fixture that lint lets pass (a value one way, a type back)", () => {
    expect(relative(importLoops(importGraph(sourceFiles(path.join(root, "lint/fixtures/no-cycle")))))).toEqual([
      ["lint/fixtures/no-cycle/first.ts", "lint/fixtures/no-cycle/second.ts"],
    ]);
  });

  it("make no loop anywhere in the project", () => {
    const files = sourceFiles(root).filter((file) => !SKIPPED.some((skipped) => path.relative(root, file).startsWith(skipped)));
    expect(files.length).toBeGreaterThan(500);
    expect(relative(importLoops(importGraph(files)))).toEqual([]);
  });
});
