// `npm test`: the browser tests (Playwright, against the production build) and vitest side by
// side. The browser tests mostly wait (on pages, syncs and the agent: they use a quarter of a core),
// so vitest runs in the time they leave. Playwright's output is shown as it comes; vitest's, once
// it has ended (its own log, whole). Fails when either fails.
//
// Both need the production build (the browser tests serve it, inngest/server-mode.test.ts starts
// it): it is made first when there is none, so two builds never race in one folder.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building first (about a minute, once).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const logDir = mkdtempSync(join(tmpdir(), "npm-test-"));
const vitestLog = join(logDir, "vitest.log");

/** Runs `npx <args>`; resolves with its exit code (1 when killed by a signal). */
function run(args, output) {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["ignore", output ?? "inherit", output ?? "inherit"], env: process.env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const vitestOutput = createWriteStream(vitestLog);
await new Promise((resolve) => vitestOutput.on("open", resolve));
let vitestEnded = false;
const [browser, unit] = await Promise.all([
  run(["playwright", "test"]).then((code) => {
    console.log(`\n(Playwright ended after ${seconds()}; vitest ${vitestEnded ? "had ended" : "is still running"})`);
    return code;
  }),
  run(["vitest", "run"], vitestOutput).then((code) => {
    vitestEnded = true;
    return code;
  }),
]);
vitestOutput.end();

console.log(`\n=== vitest (side by side with Playwright; ended after ${seconds()})\n`);
process.stdout.write(readFileSync(vitestLog));
rmSync(logDir, { recursive: true, force: true });
console.log(`\nPlaywright: ${browser === 0 ? "passed" : `FAILED (${browser})`}; vitest: ${unit === 0 ? "passed" : `FAILED (${unit})`}`);
process.exit(browser === 0 && unit === 0 ? 0 : 1);
