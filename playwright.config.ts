import { spawnSync } from "node:child_process";

import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in a real browser (Debian's Chromium) against the production build, served by
 * e2e/serve.mjs on a free port with a database of its own (PGlite, or a fresh PostgreSQL
 * database when DATABASE_URL is set). Build first (`npm run build`): an existing build is reused.
 */

// Workers load this file again: the port chosen by the runner is passed down in the environment.
function freePort(): string {
  const probe = spawnSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: "utf8" },
  );
  const port = probe.stdout.trim();
  if (!/^\d+$/.test(port)) throw new Error(`Could not find a free port: ${probe.stderr}`);
  return port;
}
const port = (process.env.E2E_PORT ??= freePort());
// The fake model e2e/serve.mjs starts for the agent's model brain (e2e/fake-model.mjs), steered by the specs.
const modelPort = (process.env.E2E_MODEL_PORT ??= freePort());
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  // One server, one database: tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "node e2e/serve.mjs",
    url: `${baseURL}/api/ready`,
    env: { PORT: port, E2E_MODEL_PORT: modelPort },
    // Builds first when there is no build yet.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM (not Playwright's default SIGKILL), so serve.mjs removes the test database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
