import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { beforeAll, describe, expect, it } from "vitest";

import { FUNCTIONS, READ_WHOLE } from "./text-costs";

// Every function that reads text from outside is given 10 MB (the counters 1 MiB) and must return
// within 100 ms on every shape of text (test/security/text-costs.ts says which and why).
//
// Measured in a process of its own, as the server runs them: in a test worker that has run other
// files, the project's modules are evaluated again for each file while the packages' code stays,
// and the same call measured there once took 60 times as long (CPU time, not waiting).
let slow: Record<string, string[]>;
beforeAll(async () => {
  const { stdout } = await promisify(execFile)("node_modules/.bin/tsx", ["test/security/text-cost-main.ts"], {
    maxBuffer: 1024 * 1024,
    timeout: 120_000,
  });
  slow = JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, string[]>;
}, 150_000);

describe("text from outside costs no more than what is kept of it", () => {
  it.each(Object.keys(FUNCTIONS))("%s returns within 100 ms on 10 MB of any shape", (name) => {
    expect(slow[name]).toEqual([]);
  });

  it.each(Object.keys(READ_WHOLE))("%s reads 1 MiB of any shape within 100 ms", (name) => {
    expect(slow[name]).toEqual([]);
  });
});
