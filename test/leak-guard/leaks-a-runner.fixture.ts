import { expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { appRunner } from "@/test/synced-app";

it("starts the app's runner and never stops it", async () => {
  await databaseReady();
  const runner = appRunner({ pollMs: 5 });
  await runner.start();
  expect(runner.owner).toMatch(/^runner-/);
});
