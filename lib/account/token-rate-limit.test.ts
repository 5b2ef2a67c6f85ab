import { expect, it } from "vitest";

import { useApi } from "@/test/use-api";

// A small budget: requests with the user's tokens and sessions spend the same one.
process.env.RATE_LIMIT_PER_MINUTE = "6";
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "1000";

const api = useApi();

it("spends a token's requests from its user's budget, shared with the user's sessions", async () => {
  const client = api.client();
  await client.registerAndSignIn();
  const { token } = (await client.post("/api/account/tokens", { name: "CI", scope: "read", expiresInDays: 1 })).body; // 1
  const bearer = { authorization: `Bearer ${token}` };
  const script = api.client();
  expect((await script.get("/api/apps", bearer)).status).toBe(200); // 2
  expect((await client.get("/api/apps")).status).toBe(200); // 3
  expect((await script.get("/api/apps", bearer)).status).toBe(200); // 4
  expect((await script.get("/api/apps", bearer)).status).toBe(200); // 5
  const last = await client.get("/api/apps"); // 6
  expect(last.headers.get("ratelimit-remaining")).toBe("0");
  const over = await script.get("/api/apps", bearer);
  expect(over.status).toBe(429);
  expect(over.body.code).toBe("rate_limited");
  expect(over.headers.get("retry-after")).toBeTruthy();

  // Another user's token is not held back by it.
  const other = api.client();
  await other.registerAndSignIn();
  expect((await other.get("/api/apps")).status).toBe(200);
});
