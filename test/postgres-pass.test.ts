import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { HAND_WRITTEN_SQL, POSTGRES_PASS_FOLDERS } from "./postgres-pass";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("generated"))
    .map((file) => path.join(folder, file));
}

describe("the PostgreSQL pass", () => {
  it("covers every file that writes SQL by hand or takes a lock only a server has", () => {
    const handWritten = ["lib", "platform", "inngest", "server"]
      .flatMap(sourceFiles)
      .filter((file) => HAND_WRITTEN_SQL.test(readFileSync(file, "utf8")));
    expect(handWritten.length).toBeGreaterThan(10);
    const uncovered = handWritten.filter((file) => !POSTGRES_PASS_FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
    expect(uncovered, "add their folder to POSTGRES_PASS_FOLDERS (test/postgres-pass.ts)").toEqual([]);
  });

  it("lists only folders that exist", () => {
    for (const folder of POSTGRES_PASS_FOLDERS) expect(() => readdirSync(folder), folder).not.toThrow();
  });
});
