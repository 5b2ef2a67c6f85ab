import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// A folder's README maps its files in a table whose first column is `file` (or `entry`): each
// file it names must exist, and each file of the folder must be named (a `folder/` or a
// `*.ts` pattern counts; tests and subfolders with a README of their own are not listed).
const root = fileURLToPath(new URL("..", import.meta.url));
const NOT_SOURCE = new Set(["node_modules", ".next", ".data", ".git", "playwright-report", "test-results"]);

function filesUnder(dir: string, { stopAtReadme }: { stopAtReadme: boolean }): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [full];
    if (NOT_SOURCE.has(entry.name) || (stopAtReadme && existsSync(path.join(full, "README.md")))) return [];
    return filesUnder(full, { stopAtReadme });
  });
}

/** The names in the first column of the README's file tables. */
function namedFiles(markdown: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of markdown.split("\n")) {
    if (/^\|\s*(file|entry)\s*\|/.test(line)) inTable = true;
    else if (!line.startsWith("|")) inTable = false;
    else if (inTable && !/^\|[-|\s]+\|$/.test(line)) {
      for (const [, name] of (line.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)) names.push(name!);
    }
  }
  return names;
}

const pattern = (name: string) => new RegExp(`^${name.replace(/[.+?^${}()[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);

/** Whether `file` (relative to the README's folder) is what `name` names: itself, a folder holding it, or a pattern. */
const names = (name: string, file: string) => (name.endsWith("/") ? file.startsWith(name) : pattern(name).test(file));

const maps = filesUnder(root, { stopAtReadme: false })
  .filter((file) => path.basename(file) === "README.md")
  .map((readme) => ({ readme: path.relative(root, readme), folder: path.dirname(readme), named: namedFiles(readFileSync(readme, "utf8")) }))
  .filter(({ named }) => named.length > 0);

describe("folder READMEs' file tables", () => {
  it("are found (test/, inngest/, platform/jobs/ among them)", () => {
    expect(maps.map(({ readme }) => readme)).toEqual(
      expect.arrayContaining(["test/README.md", "inngest/README.md", "platform/jobs/README.md"]),
    );
  });

  it.each(maps)("$readme names only files that exist", ({ folder, named }) => {
    const gone = named.filter((name) => {
      if (!name.includes("*")) return !existsSync(path.join(folder, name));
      const dir = path.join(folder, path.dirname(name));
      return !existsSync(dir) || !readdirSync(dir).some((file) => pattern(path.basename(name)).test(file));
    });
    expect(gone).toEqual([]);
  });

  it.each(maps)("$readme names every file of its folder but the tests", ({ folder, named }) => {
    const unnamed = filesUnder(folder, { stopAtReadme: true })
      .map((file) => path.relative(folder, file).split(path.sep).join("/"))
      .filter((file) => file !== "README.md" && !file.endsWith(".test.ts"))
      .filter((file) => !named.some((name) => names(name, file)));
    expect(unnamed).toEqual([]);
  });
});
