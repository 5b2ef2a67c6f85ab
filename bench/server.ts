import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import webpush from "web-push";

export interface RunningServer {
  url: string;
  /** Stops the server; resolves once it has exited (and written a CPU profile, when asked for one). */
  stop: () => Promise<void>;
}

/**
 * Starts the production server (`server/main.mjs`, as `npm start` does; building first when needed) for a benchmark:
 * PGlite in a temporary folder, or PostgreSQL when DATABASE_URL is set. Rate limits are
 * lifted so they do not cap the measurement. `nodeArgs` go to Node (e.g. `--cpu-prof`).
 */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer & { database: string }> {
  if (!existsSync(".next/BUILD_ID")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    RATE_LIMIT_PER_MINUTE: "100000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
    ...extraEnv,
  };
  if (env.DATABASE_URL) {
    const vapid = webpush.generateVAPIDKeys();
    env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
    env.ENCRYPTION_KEY ??= randomBytes(32).toString("base64");
    env.VAPID_PUBLIC_KEY ??= vapid.publicKey;
    env.VAPID_PRIVATE_KEY ??= vapid.privateKey;
  } else {
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  }
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "server/main.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/api/ready`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, stop, database: env.DATABASE_URL ? "PostgreSQL" : "PGlite" };
}

/** Waits until `url` answers 2xx (60 s at most). */
export async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become ready within 60 s");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Registers a user (a new one unless `email` is given) and signs in through the real flow; returns the Cookie header value. */
export async function signedInCookie(url: string, email = `bench-${randomBytes(4).toString("hex")}@example.com`): Promise<string> {
  const password = "benchmark password";
  await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const signIn = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`sign-in failed: ${signIn.status}`);
  return session.split(";")[0]!;
}
