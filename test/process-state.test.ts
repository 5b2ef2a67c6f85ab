import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { PROCESS_SINGLETONS, resetProcessState } from "./process-state";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the state each test file starts from in a shared worker", () => {
  it("lists every process-wide singleton the service keeps on globalThis", () => {
    const declared = new Set<string>();
    for (const file of ["lib", "platform", "inngest", "app", "test"].flatMap(sourceFiles)) {
      for (const [, members] of readFileSync(file, "utf8").matchAll(/globalThis as \{([^}]*)\}/g)) {
        for (const [name] of members!.matchAll(/__\w+/g)) declared.add(name);
      }
    }
    expect(declared.size).toBeGreaterThan(5);
    expect([...declared].filter((name) => !(PROCESS_SINGLETONS as readonly string[]).includes(name))).toEqual([]);
  });

  it("drops those singletons and what a file added to the environment, and restores what it changed", () => {
    const state = globalThis as Record<string, unknown>;
    const nodeEnv = process.env.NODE_ENV;
    state.__env = { stale: true };
    state.__passwordHashing = { stale: true };
    process.env.PROCESS_STATE_PROBE = "set by a file";
    (process.env as Record<string, string>).NODE_ENV = "production";
    resetProcessState();
    expect(state.__env).toBeUndefined();
    expect(state.__passwordHashing).toBeUndefined();
    expect(process.env.PROCESS_STATE_PROBE).toBeUndefined();
    expect(process.env.NODE_ENV).toBe(nodeEnv);
  });
});
