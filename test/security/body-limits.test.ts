import { beforeAll, describe, expect, it } from "vitest";

import { BODY_LIMITS } from "@/lib/http/read-body";
import type { ApiClient } from "@/test/api-client";
import { peakMemoryGrowth, sendChunkedBody } from "@/test/streamed-body";
import { useApi } from "@/test/use-api";

// Every body the service reads is counted as it streams and refused past its route's limit:
// chunked bodies carry no Content-Length, so only counting while reading can stop them.
const api = useApi();
let user: ApiClient;

beforeAll(async () => {
  user = api.client();
  await user.registerAndSignIn({ name: "Body Limits" });
});

const MiB = 1024 * 1024;
const json = { "content-type": "application/json" };

describe("a chunked body past its route's limit is refused with 413", () => {
  const cases: { route: string; path: string; limit: number; headers: () => Record<string, string>; prefix?: string }[] = [
    {
      route: "a JSON operation (signed in)",
      path: "/api/account",
      limit: BODY_LIMITS.json,
      headers: () => ({ ...json, cookie: user.cookieHeader() }),
    },
    { route: "a public JSON operation", path: "/api/auth/register", limit: BODY_LIMITS.json, headers: () => json },
    {
      route: "next-auth's sign-in form",
      path: "/api/auth/callback/credentials",
      limit: BODY_LIMITS.form,
      headers: () => ({ "content-type": "application/x-www-form-urlencoded" }),
    },
    {
      route: "Stripe's webhook",
      path: "/api/billing/webhook",
      limit: BODY_LIMITS.webhook,
      headers: () => ({ ...json, "stripe-signature": "t=1,v1=0" }),
    },
    {
      route: "the store simulator",
      path: "/store-sim/v1/appStoreVersionLocalizations",
      limit: BODY_LIMITS.storeSimulator,
      headers: () => json,
    },
  ];

  it.each(cases)("$route ($path)", async ({ path, limit, headers }) => {
    const method = path === "/api/account" ? "PATCH" : "POST";
    const { result, growthBytes } = await peakMemoryGrowth(() =>
      sendChunkedBody(`${api.url}${path}`, { method, headers: headers(), totalBytes: limit + 4 * MiB }),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: "payload_too_large" });
    expect(growthBytes).toBeLessThan(limit + 16 * MiB);
  });
});

describe("the Inngest endpoint", () => {
  it("refuses an unsigned call before reading its body: 200 MiB cost the server next to nothing", async () => {
    const { result, growthBytes } = await peakMemoryGrowth(() =>
      sendChunkedBody(`${api.url}/api/inngest?fnId=x&stepId=step`, { headers: json, totalBytes: 200 * MiB }),
    );
    expect(result.status).toBe(401);
    expect(result.sentBytes).toBeLessThan(200 * MiB);
    expect(growthBytes).toBeLessThan(32 * MiB);
  });

  it("reads a call with a well-formed signature header only up to Inngest's limit", async () => {
    const forged = `t=${Math.floor(Date.now() / 1000)}&s=${"0".repeat(64)}`;
    const { result, growthBytes } = await peakMemoryGrowth(() =>
      sendChunkedBody(`${api.url}/api/inngest?fnId=x&stepId=step`, {
        headers: { ...json, "x-inngest-signature": forged },
        totalBytes: BODY_LIMITS.inngest + 8 * MiB,
      }),
    );
    expect(result.status).toBe(413);
    expect(growthBytes).toBeLessThan(BODY_LIMITS.inngest + 32 * MiB);
  });
});
