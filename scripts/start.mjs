// `npm start`: builds once when no production build exists, then serves it on PORT (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = process.env.PORT ?? "3000";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building first (about a minute, once).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn("npx", ["--no-install", "next", "start", "--port", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
