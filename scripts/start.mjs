// `npm start`: builds once when no production build exists, then serves it on PORT (default 3000)
// with the project's server (server/main.mjs: Next.js behind a Node server that stamps the
// client's socket address).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building first (about a minute, once).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["server/main.mjs"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
