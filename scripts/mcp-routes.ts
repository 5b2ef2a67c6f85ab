// `npm run mcp:routes`: writes app/api/mcp/route-modules.ts, the route modules that serve an MCP
// tool (app/api/mcp/route-modules-source.ts says what and why), from the route files on disk.
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { routeModulesSource } from "@/app/api/mcp/route-modules-source";

const root = process.cwd();
const routeFiles = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "route.ts")
  .map((file) => `/app/${file.split(path.sep).join("/")}`);
const target = path.join(root, "app/api/mcp/route-modules.ts");
writeFileSync(target, routeModulesSource(routeFiles));
console.log(`Wrote ${path.relative(root, target)}`);
