import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { closeSingletons, openSingletons, OutlivedItsFileError, startGeneration } from "@/lib/process/singletons";

import { workerBaseline } from "./process-state";

const ROOT = path.resolve(import.meta.dirname, "..");

interface FileResult {
  name: string;
  status: string;
  message: string;
}

/** Runs the leak guard's fixture files (test/leak-guard/) in a vitest of their own. */
async function runFixtures(): Promise<FileResult[]> {
  const report = path.join(os.tmpdir(), `leak-guard-${process.pid}-${Date.now()}.json`);
  // The worker's own environment, without what marks it as a vitest worker.
  const env = Object.fromEntries(
    Object.entries(workerBaseline().env).filter(([name]) => !name.startsWith("VITEST") && name !== "TEST_BASE_DATABASE_URL"),
  );
  await new Promise<void>((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(ROOT, "node_modules/vitest/vitest.mjs"),
        "run",
        "--config",
        "test/leak-guard/vitest.config.mts",
        "--reporter=json",
        `--outputFile=${report}`,
      ],
      { cwd: ROOT, env: env as NodeJS.ProcessEnv, timeout: 240_000 },
      () => resolve(),
    );
  });
  try {
    const { testResults } = JSON.parse(readFileSync(report, "utf8")) as { testResults: FileResult[] };
    return testResults.map(({ name, status, message }) => ({ name: path.basename(name), status, message }));
  } finally {
    rmSync(report, { force: true });
  }
}

describe("a test file that leaves work behind", () => {
  it("fails, naming what it left and where it started it; a file that stops everything passes", { timeout: 300_000 }, async () => {
    const results = Object.fromEntries((await runFixtures()).map((result) => [result.name, result]));

    const runner = results["leaks-a-runner.fixture.ts"]!;
    expect(runner.status).toBe("failed");
    expect(runner.message).toContain("polling loop (runner tick failed) was still running after the file's teardown");
    expect(runner.message).toContain("leaks-a-runner.fixture.ts:9");

    const server = results["leaves-a-server-listening.fixture.ts"]!;
    expect(server.status).toBe("failed");
    expect(server.message).toContain("1 server(s) still listening after the file's teardown");

    const global = results["adds-a-global.fixture.ts"]!;
    expect(global.status).toBe("failed");
    expect(global.message).toMatch(/globalThis\[__leftBehind\] was added while the file ran, at .*adds-a-global\.fixture\.ts:4/);

    expect(results["stops-what-it-starts.fixture.ts"]).toMatchObject({ status: "passed" });
  });
});

describe("the database handle belongs to the file that opened it", () => {
  it("throws to work of a file whose singletons were closed, and after the next file started", async () => {
    const older = await import("@/lib/db/client");
    await older.databaseReady();
    const users = await older.db().user.count();
    expect(openSingletons()).toContain("database");

    // As at this file's end: everything closed, and nothing may open a singleton again.
    await closeSingletons();
    expect(openSingletons()).toEqual([]);
    expect(() => older.db()).toThrow(OutlivedItsFileError);

    // As when the next file starts: it opens a database of its own; this file's modules still cannot.
    startGeneration();
    vi.resetModules();
    const newer = await import("@/lib/db/client");
    await newer.databaseReady();
    expect(await newer.db().user.count()).toBe(users);
    expect(() => older.db()).toThrow(/outlived its test file/);
  });
});

describe("the worker's baseline", () => {
  it("is the environment before any file's settings, and each file starts from it", () => {
    const baseline = workerBaseline();
    expect(Object.isFrozen(baseline.env)).toBe(true);
    // test/setup-database.ts sets these for every file; the baseline predates it.
    expect(baseline.env.PGLITE_IN_MEMORY).toBeUndefined();
    expect(process.env.NODE_ENV).toBe("test");
  });
});
