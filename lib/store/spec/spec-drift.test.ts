// The committed trimmed description and its generated types must be exactly what
// extract.ts makes from Apple's file, so they cannot drift. Skipped where ../shared is absent
// (a production checkout); CI machines with the shared folder run it.

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DEFAULT_SOURCE, extractSpec, generateTypes, serializeSpec, TRIMMED_PATH, TYPES_PATH } from "./extract";
import { validateSchema } from "./validator";

// Apple's full description sits in ../shared beside a checkout (and in CI), not in deployments.
if (existsSync(DEFAULT_SOURCE))
  describe("trimmed App Store Connect description", () => {
    it("is identical to a fresh extraction from Apple's file, and so are the types", async () => {
      const full = JSON.parse(await readFile(DEFAULT_SOURCE, "utf8"));
      const trimmed = extractSpec(full);
      expect(serializeSpec(trimmed) === (await readFile(TRIMMED_PATH, "utf8"))).toBe(true);
      expect((await generateTypes(trimmed)) === (await readFile(TYPES_PATH, "utf8"))).toBe(true);
    }, 60_000);
  });

describe("validator", () => {
  it("flags documents that break Apple's schemas", () => {
    expect(validateSchema("CustomerReview", { type: "customerReviews", id: "1", attributes: { rating: 9 } }, "t")).not.toEqual([]);
    expect(validateSchema("ErrorResponse", { errors: [{ status: "404" }] }, "t")).not.toEqual([]);
    expect(validateSchema("CustomerReview", { type: "customerReviews", id: "1", attributes: { rating: 5 } }, "t")).toEqual([]);
  });
});
