import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * AGENTS.md: a route's operation and the domain function its handler calls share a name
 * (`handle(apps.registerApp, …)` calls `registerApp(…)`), so searching for an operation finds its
 * logic. This reads every `app/api/**\/route.ts` and holds it.
 */

/** Handlers that call no function of the operation's name, each with the reason. */
const EXCEPTIONS: Record<string, string> = {
  getHealth: "the liveness probe answers a constant: it must not depend on any domain code",
  pullApp: "the older form of `POST /apps/{appId}/sync`, kept for clients written against it: it calls syncApp",
};

const API_DIR = path.join(process.cwd(), "app/api");

interface Handler {
  file: string;
  operation: string;
  /** Names of the plain functions the handler's body calls (`name(…)`, not `x.name(…)`). */
  calls: Set<string>;
}

function handlersIn(file: string): Handler[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const handlers: Handler[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "handle" || node.expression.text === "handlePublic" || node.expression.text === "handleWithToken")
    ) {
      const [operation, handler] = node.arguments;
      if (!operation || !ts.isPropertyAccessExpression(operation) || !handler)
        throw new Error(`${file}: ${node.expression.text} takes a domain's operation (\`apps.registerApp\`) and a handler`);
      const calls = new Set<string>();
      const collect = (inner: ts.Node) => {
        if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) calls.add(inner.expression.text);
        ts.forEachChild(inner, collect);
      };
      collect(handler);
      handlers.push({ file: path.relative(process.cwd(), file), operation: operation.name.text, calls });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return handlers;
}

const routeFiles = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
  .filter((entry) => path.basename(entry) === "route.ts")
  .map((entry) => path.join(API_DIR, entry));
const handlers = routeFiles.flatMap(handlersIn);

describe("operation and domain function names", () => {
  it("finds the handlers (the check reads what it should)", () => {
    expect(routeFiles.length).toBeGreaterThan(50);
    expect(handlers.length).toBeGreaterThan(80);
    expect(handlers).toContainEqual(expect.objectContaining({ operation: "registerApp", file: path.join("app/api/apps/route.ts") }));
  });

  it("has every handler call a domain function named after its operation", () => {
    const mismatched = handlers
      .filter((handler) => !(handler.operation in EXCEPTIONS) && !handler.calls.has(handler.operation))
      .map((handler) => `${handler.file}: ${handler.operation} calls ${[...handler.calls].join(", ") || "nothing"}`);
    expect(mismatched).toEqual([]);
  });

  it("lists only exceptions that still are", () => {
    const stale = Object.keys(EXCEPTIONS).filter((operation) => {
      const handler = handlers.find((candidate) => candidate.operation === operation);
      return !handler || handler.calls.has(operation);
    });
    expect(stale).toEqual([]);
  });
});
