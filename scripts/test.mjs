// `npm test`: the browser tests (Playwright, against the production build) and the unit and
// integration tests (vitest) side by side. The browser tests spend most of their time waiting (on
// pages, syncs and the agent's ticks), so vitest uses the cores meanwhile. Playwright's output is
// shown as it comes; vitest's is kept and shown whole when it ends, so neither is cut into the
// other. Fails when either fails. Both need the build: it is made first when there is none.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building first (about a minute, once).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs one command; resolves with its exit code and, when `keep`, what it printed. */
function run(command, args, { keep }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keep ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (keep) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

const [browser, unit] = await Promise.all([
  run("npx", ["playwright", "test"], { keep: false }),
  run("npx", ["vitest", "run"], { keep: true }),
]);

process.stdout.write("\n=== vitest (unit and integration tests), run beside the browser tests\n");
process.stdout.write(unit.output);
const verdict = (code) => (code === 0 ? "passed" : `FAILED (exit ${code})`);
console.log(`\nbrowser tests: ${verdict(browser.code)}; unit and integration tests: ${verdict(unit.code)}`);
process.exit(browser.code !== 0 ? browser.code : unit.code);
