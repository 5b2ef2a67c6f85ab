import { afterAll, expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { appRunner } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// The guard's control: a file that stops its runner and closes its server ends green.
const api = useApi();
const runner = appRunner({ pollMs: 5 });
afterAll(() => runner.stop());

it("starts the app's runner and a server, and stops both in its teardown", async () => {
  await databaseReady();
  await runner.start();
  expect((await api.client().get("/api/health")).status).toBe(200);
});
