import { expect, it } from "vitest";

it("keeps state on globalThis outside the singletons' registry", () => {
  (globalThis as { __leftBehind?: number }).__leftBehind = 1;
  expect((globalThis as { __leftBehind?: number }).__leftBehind).toBe(1);
});
