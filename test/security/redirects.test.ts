import { describe, expect, it } from "vitest";

import { env } from "@/lib/env";
import { sameOriginPath } from "@/lib/net/same-origin-path";
import { safeCallbackUrl } from "@/client/safe-callback";
import { useApi } from "@/test/use-api";

// Redirect targets after sign-in and sign-out stay on this site, however they are spelled.
const api = useApi();

const HOSTILE = [
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r/evil.example",
  "//evil.example/phish",
  "/\\evil.example/phish",
  "\\\\evil.example",
  "https://evil.example/phish",
  "http://evil.example@localhost.evil.example/",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "' OR 1=1--",
  "apps",
];

describe("sameOriginPath and the pages' safeCallbackUrl", () => {
  it.each(HOSTILE)("refuse %j", (value) => {
    expect(sameOriginPath(value, "http://localhost:3000")).toBeNull();
    expect(safeCallbackUrl(value)).toBe("/apps");
  });

  it("keep paths of this site, with their query and fragment", () => {
    expect(sameOriginPath("/apps/1?tab=reviews#top", "http://localhost:3000")).toBe("/apps/1?tab=reviews#top");
    expect(sameOriginPath("http://localhost:3000/settings", "http://localhost:3000")).toBe("/settings");
    expect(safeCallbackUrl("/apps/1/reviews?rating=1")).toBe("/apps/1/reviews?rating=1");
    expect(safeCallbackUrl("/signin?callbackUrl=/apps")).toBe("/apps");
  });
});

describe("next-auth's endpoints", () => {
  const signInForm = async (callbackUrl: string) => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const fresh = api.client();
    const csrf = await fresh.get<{ csrfToken: string }>("/api/auth/csrf");
    return fresh.form("/api/auth/callback/credentials", {
      csrfToken: csrf.body.csrfToken,
      email: user.email,
      password: user.password,
      callbackUrl,
    });
  };

  it.each(HOSTILE)("refuse a sign-in whose callbackUrl is %j with 400, without signing in", async (callbackUrl) => {
    const response = await signInForm(callbackUrl);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.body.errors).toEqual([{ path: "body.callbackUrl", message: expect.any(String) }]);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("next-auth.session-token=e");
  });

  it("redirect a sign-in to a page of this site", async () => {
    const response = await signInForm("/apps?from=signin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${new URL(env().APP_URL).origin}/apps?from=signin`);
  });

  it("answer 400, not 500, to a query callbackUrl that is not a URL", async () => {
    // On the actions next-auth serves here (its own sign-in page is not one: 404).
    for (const path of ["/api/auth/session?callbackUrl=%27%20OR%201%3D1--", "/api/auth/csrf?callbackUrl=%2F%09%2Fevil.example%2Fphish"]) {
      const response = await api.client().get(path);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("validation_failed");
    }
  });

  it("never follow a forged callback-url cookie off the site", async () => {
    const client = api.client();
    const user = await client.registerAndSignIn();
    const fresh = api.client();
    const csrf = await fresh.get<{ csrfToken: string }>("/api/auth/csrf");
    fresh.setCookie("next-auth.callback-url", encodeURIComponent("https://evil.example/phish"));
    const response = await fresh.form("/api/auth/callback/credentials", {
      csrfToken: csrf.body.csrfToken,
      email: user.email,
      password: user.password,
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).origin).toBe(new URL(env().APP_URL).origin);
  });

  it("refuse a hostile callbackUrl at sign-out too", async () => {
    const client = api.client();
    await client.registerAndSignIn();
    const csrf = await client.get<{ csrfToken: string }>("/api/auth/csrf");
    const response = await client.form("/api/auth/signout", { csrfToken: csrf.body.csrfToken, callbackUrl: "//evil.example" });
    expect(response.status).toBe(400);
  });
});
