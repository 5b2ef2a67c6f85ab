import { describe, expect, it } from "vitest";

import { useApi } from "@/test/use-api";

// A small budget for this file only (the environment is read once per test file).
process.env.RATE_LIMIT_PER_MINUTE = "5";

const api = useApi();

describe("rate limits", () => {
  it("counts down in RateLimit headers, then answers 429 with Retry-After", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const remaining: number[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await client.get("/api/push/subscriptions");
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("5");
      remaining.push(Number(response.headers.get("ratelimit-remaining")));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const limited = await client.get("/api/push/subscriptions");
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("keeps separate budgets per user", async () => {
    const first = api.client();
    await first.registerAndSignIn();
    for (let index = 0; index < 5; index++) await first.get("/api/push/subscriptions");
    expect((await first.get("/api/push/subscriptions")).status).toBe(429);

    const second = api.client();
    await second.registerAndSignIn();
    expect((await second.get("/api/push/subscriptions")).status).toBe(200);
  });
});
