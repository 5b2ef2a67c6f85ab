import { expect, it } from "vitest";

import { useApi } from "@/test/use-api";

// Sign-in and registration share a small per-address budget (read once per test file).
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "4";

const api = useApi();

it("throttles password guessing per client address, whatever the account", async () => {
  const client = api.client();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    statuses.push((await client.signIn(`victim-${attempt}@example.com`, "guess")).status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  const limited = await client.post("/api/auth/register", { email: "new@example.com", password: "long enough pw" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  // Reading the session is not a guess: it stays on the general budget.
  expect((await client.get("/api/auth/session")).status).toBe(200);
});
