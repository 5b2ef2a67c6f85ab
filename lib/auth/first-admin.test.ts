import { beforeAll, expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { env } from "@/lib/env";

import { register } from "./users";

delete process.env.ADMIN_EMAILS;

beforeAll(() => databaseReady());

it("makes the first account admin in embedded mode only, when ADMIN_EMAILS is unset", async () => {
  const first = await register({ email: "first@example.com", password: "long enough pw" });
  const second = await register({ email: "second@example.com", password: "long enough pw" });
  // On PostgreSQL (a deployment) admins come from ADMIN_EMAILS or `npm run user:admin`.
  expect(first.role).toBe(env().embedded ? "admin" : "user");
  expect(second.role).toBe("user");
});
