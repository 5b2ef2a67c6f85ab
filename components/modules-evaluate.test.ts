import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// A client module that throws while it is evaluated (a schema derived at the top level that zod
// refuses, say) breaks its whole page in the browser, and only an end-to-end test that visits
// that page would see it. Evaluating every component module here finds it in seconds.
const root = path.resolve(import.meta.dirname);
const modules = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .sort();

describe("every component module evaluates", () => {
  it("finds the components", () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it.each(modules)("%s", async (file) => {
    await expect(import(path.join(root, file))).resolves.toBeDefined();
  });
});
