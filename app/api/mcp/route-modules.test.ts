import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { toolOperations } from "@/lib/mcp/tools";
import { apiRoutes, openApiPath } from "@/test/routes";

import { routeModulesSource } from "./route-modules-source";

import { handlerFor } from "./handlers";
import { ROUTE_MODULES } from "./route-modules";

const FILE = path.join(process.cwd(), "app/api/mcp/route-modules.ts");
const tools = toolOperations({ scope: "admin", admin: true });

describe("the MCP server's route modules", () => {
  it("are every route file that serves a tool (written by npm run mcp:routes)", () => {
    const expected = routeModulesSource(apiRoutes.map((route) => route.file));
    expect(readFileSync(FILE, "utf8"), "app/api/mcp/route-modules.ts is stale: run npm run mcp:routes").toBe(expected);
  });

  it("give every tool, admin ones included, the handler its REST route serves", () => {
    expect(tools.length).toBeGreaterThan(100);
    expect(tools.filter((operation) => !handlerFor(operation)).map((operation) => operation.operationId)).toEqual([]);
    for (const operation of tools) {
      const route = apiRoutes.find((candidate) => openApiPath(candidate) === operation.path)!;
      expect(handlerFor(operation), operation.operationId).toBe(route.module[operation.method.toUpperCase() as "GET"]);
      expect(ROUTE_MODULES[operation.path]).toBe(route.module);
    }
  });
});
