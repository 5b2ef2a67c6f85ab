// The production server (`npm start`'s server/main.mjs over the `next build` output) as a child process, for tests
// of a deployment's configuration. Builds first when there is no build (as `npm start` does).
// Its environment is only what the test gives, plus what a shell would have (PATH, HOME): nothing
// of the test process's own settings leaks into it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";

export interface ProductionServer {
  url: string;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Source files changed since the build (tests aside): the server would run old code. */
function newerThanBuild(): string[] {
  const built = statSync(".next/BUILD_ID").mtimeMs;
  const newer: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== "generated" && entry !== "node_modules") visit(`${path}/${entry}`);
    } else if (stat.mtimeMs > built && !/\.test\.tsx?$/.test(path)) newer.push(path);
  };
  for (const path of ["app", "components", "lib", "emails", "inngest", "platform", "instrumentation.ts"]) if (existsSync(path)) visit(path);
  return newer;
}

/** Builds the production bundle once, when none exists; warns when the one there is older than the source. */
function ensureBuild(): void {
  if (existsSync(".next/BUILD_ID")) {
    const newer = newerThanBuild();
    if (newer.length > 0)
      console.warn(`The production build is older than ${newer.length} source file(s) (e.g. ${newer[0]}): run \`npm run build\` first.`);
    return;
  }
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

export async function startProductionServer(env: Record<string, string>): Promise<ProductionServer> {
  ensureBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server/main.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the production server was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
