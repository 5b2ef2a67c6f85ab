import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

import { layerRules, libLayersPlugin, parseLayerTable } from "./lib-layers.mjs";

// The project's own ESLint configuration (eslint.config.mjs) over small fixtures: what
// `npm run lint` must refuse. The fixtures are outside the normal lint (global ignores), so
// `ignore: false` here.
const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(files: string[]) {
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => `${result.filePath.slice(root.length)}: ${message.ruleId}`));
}

describe("npm run lint", () => {
  it("fails on two files that import each other, through the @/ alias and a relative path", async () => {
    expect(await ruleIds(["lint/fixtures/cycle"])).toEqual([
      "lint/fixtures/cycle/first.ts: import-x/no-cycle",
      "lint/fixtures/cycle/second.ts: import-x/no-cycle",
    ]);
  });

  it("passes files that import one way (a type imported back is erased, so no cycle)", async () => {
    expect(await ruleIds(["lint/fixtures/no-cycle"])).toEqual([]);
  });

  it("fails on an import between lib/ folders that the layer table does not allow, type imports included", async () => {
    const code = [
      'import type { AppViewRow } from "@/lib/apps/views";', // up: billing is below apps
      'import { quotaRefusal } from "../usage/quota-error";', // sideways without an arrow: usage → billing, not back
      'import { notifyUser } from "@/lib/notifications/notify-user";', // sideways with billing's arrow
      'import { env } from "@/lib/env";', // down
      "export const all = [quotaRefusal, notifyUser, env] as unknown as AppViewRow;",
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: `${root}lib/billing/imports-for-a-test.ts` });
    expect(result!.messages.map((message) => [message.line, message.ruleId, message.message])).toEqual([
      [1, "layout/lib-layers", expect.stringContaining("lib/billing may not import lib/apps: apps is in a higher layer (the app)")],
      [2, "layout/lib-layers", expect.stringContaining("billing's entry has no arrow to usage")],
    ]);
  });
});

describe("the layer table", () => {
  const table = [
    "| layer | folders |",
    "|---|---|",
    "| kernel | `db`, `http` (→ db; errors, pagination) |",
    "| services | `mail`, `auth` (the sessions, tokens; → mail) |",
  ].join("\n");

  it("reads folders and their arrows, notes with commas included", () => {
    expect(parseLayerTable(`# lib\n\n${table}\n\nAfter the table.`)).toEqual([
      {
        name: "kernel",
        folders: [
          { folder: "db", imports: [] },
          { folder: "http", imports: ["db"] },
        ],
      },
      {
        name: "services",
        folders: [
          { folder: "mail", imports: [] },
          { folder: "auth", imports: ["mail"] },
        ],
      },
    ]);
  });

  it("allows a lower layer and an arrow, nothing else", () => {
    const { mayImport } = layerRules(parseLayerTable(table), ["db", "http", "mail", "auth"]);
    expect([mayImport("auth", "db"), mayImport("auth", "mail"), mayImport("http", "db"), mayImport("auth", "auth")]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([mayImport("db", "http"), mayImport("mail", "auth"), mayImport("http", "auth")]).toEqual([false, false, false]);
  });

  it("refuses a folder it does not list, one that is gone, an arrow out of its layer and arrows that loop", () => {
    const rules = (markdown: string, folders: string[]) => () => layerRules(parseLayerTable(markdown), folders);
    expect(rules(table, ["db", "http", "mail", "auth", "billing"])).toThrow("misses lib/billing");
    expect(rules(table, ["db", "http", "auth"])).toThrow("lists lib/mail, which no longer exist");
    expect(rules(table.replace("(→ db;", "(→ mail;"), ["db", "http", "mail", "auth"])).toThrow(
      "the arrow http → mail must stay in http's layer",
    );
    expect(rules(table.replace("`db`", "`db` (→ http)"), ["db", "http", "mail", "auth"])).toThrow("the arrows make a loop: db → http → db");
    expect(() => parseLayerTable("| layer | folders |\n|---|---|\n| kernel | db |")).toThrow(
      '"db" in layer "kernel" is not `folder` (note)',
    );
  });

  it("is lib/README.md's, and lists every folder of lib/", () => {
    expect(() => libLayersPlugin()).not.toThrow();
  });
});
