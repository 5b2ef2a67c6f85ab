import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort, waitUntilReady, type RunningServer } from "./server";

/**
 * The reference the API is measured against: a minimal Next.js app with one `Response.json`
 * route handler, built with this project's own `next`, `react` and `react-dom` (its node_modules
 * is linked in, so nothing is installed). It lives in the system's temporary folder, outside the
 * repository, keyed by the Next.js version and its files, and is built only when that key is new.
 */
function bareAppFiles(turbopackRoot: string): Record<string, string> {
  return {
    "package.json": JSON.stringify({ name: "bench-bare-next", private: true, type: "module" }),
    "app/api/bare/route.js":
      'export const dynamic = "force-dynamic";\n\nexport function GET() {\n  return Response.json({ status: "ok" });\n}\n',
    // Turbopack follows the linked node_modules only when its target is inside the root.
    "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`,
  };
}

export const BARE_PATH = "/api/bare";

/** Builds the reference app when needed; returns its folder. */
export function buildBareNext(): string {
  const projectModules = realpathSync("node_modules");
  const nextVersion = (JSON.parse(readFileSync(path.join(projectModules, "next/package.json"), "utf8")) as { version: string }).version;
  const files = bareAppFiles(commonAncestor(realpathSync(os.tmpdir()), projectModules));
  const key = createHash("sha256").update(JSON.stringify({ nextVersion, projectModules, files })).digest("hex").slice(0, 12);
  const dir = path.join(realpathSync(os.tmpdir()), `bench-bare-next-${nextVersion}-${key}`);
  if (existsSync(path.join(dir, ".next/BUILD_ID"))) return dir;
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  if (!existsSync(path.join(dir, "node_modules"))) symlinkSync(projectModules, path.join(dir, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(projectModules, "next/dist/bin/next"), "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`building the bare reference app in ${dir} failed`);
  return dir;
}

/** Builds (when needed) and starts the reference app with `next start`. */
export async function startBareNext(): Promise<RunningServer> {
  const dir = buildBareNext();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}${BARE_PATH}`);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function commonAncestor(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared++;
  return left.slice(0, shared).join(path.sep) || path.sep;
}
