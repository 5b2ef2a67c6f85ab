import { createECDH, randomBytes } from "node:crypto";
import net from "node:net";

import { expect, test, type Page } from "@playwright/test";

import { apiSignIn, ensureAccount } from "./api";
import { PASSWORD, register, signIn, uniqueEmail } from "./helpers";

// Security checks that need the production server (server/main.mjs, next.config.mjs, proxy.ts)
// and a real browser: headers, framing, the open redirect after sign-in, a 413 on a kept-alive
// connection, and the service worker's own writes.

/** CSP violations and script errors a page reports in the console. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("pages carry a nonce-based CSP and the other security headers, and still work under them", async ({ page, request }) => {
  const first = await request.get("/signin");
  const second = await request.get("/signin");
  const policy = first.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("unsafe-eval");
  // A fresh nonce per response, and it is the one on the page's scripts.
  const nonce = policy.match(/'nonce-([^']+)'/)![1]!;
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  expect(await first.text()).toContain(`nonce="${nonce}"`);

  for (const response of [first, await request.get("/api/health"), await request.get("/no-such-page")]) {
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    // Served over http here: no HSTS (it is sent when APP_URL is https).
    expect(headers["strict-transport-security"]).toBeUndefined();
  }
  expect((await request.get("/api/health")).headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

  const problems = watchConsole(page);
  await register(page, { name: "Csp Checker", email: uniqueEmail("csp") });
  for (const path of ["/apps", "/settings", "/support/tickets", "/docs", "/signin"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("the sign-in page does not render inside another site's frame", async ({ page, baseURL }) => {
  // The server answers the page, and the browser then blocks it because of the answer's headers
  // (frame-ancestors 'none' / X-Frame-Options). Both are awaited: an empty frame alone would also
  // be what a page that never loaded looks like.
  const answered = page.waitForResponse(`${baseURL}/signin`);
  const blocked = page.waitForEvent("requestfailed", (request) => request.url() === `${baseURL}/signin`);
  await page.setContent(`<iframe id="framed" src="${baseURL}/signin" width="600" height="400"></iframe>`);
  expect((await answered).status()).toBe(200);
  expect((await blocked).failure()?.errorText).toBe("net::ERR_BLOCKED_BY_RESPONSE");
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed).toBeDefined();
  // In place of the document, Chromium's error page: no form in the frame.
  await expect.poll(() => framed!.url()).toBe("chrome-error://chromewebdata/");
  expect(await framed!.locator("input[type=password]").count()).toBe(0);
});

test("a callbackUrl with a tab, a newline or another origin never leaves the site after sign-in", async ({ page, baseURL }) => {
  const email = uniqueEmail("redirect");
  await register(page, { name: "Redirect Checker", email });
  await page.context().clearCookies();
  for (const callbackUrl of [
    "%2F%09%2Fevil.example%2Fphish",
    "%2F%0A%2Fevil.example",
    "%2F%5Cevil.example",
    "https%3A%2F%2Fevil.example%2F",
    "%27%20OR%201%3D1--",
  ]) {
    await page.goto(`/signin?callbackUrl=${callbackUrl}`);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/apps`);
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await page.context().clearCookies();
  }
  // A callbackUrl on this site is followed.
  await page.goto("/signin?callbackUrl=%2Fsettings");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/settings`);
});

/** Sends a too-large body, then a second request on the same connection; the status lines seen. */
async function oversizedThenHealth(port: number, path: string, contentType: string, chunked: boolean): Promise<string[]> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", (error) => (received += `\n<<${(error as NodeJS.ErrnoException).code}>>`));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  const piece = "x".repeat(64 * 1024);
  const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${piece.length * 48}`;
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n${framing}\r\n\r\n`);
  for (let index = 0; index < 48; index++) socket.write(chunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece);
  if (chunked) socket.write("0\r\n\r\n");
  socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  const timer = setTimeout(() => socket.destroy(), 10_000);
  await closed;
  clearTimeout(timer);
  return received.match(/^HTTP\/1\.1 \d{3}|<<\w+>>/gm) ?? [];
}

test("a 3 MB body answers 413 without breaking the kept-alive connection", async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  for (const [path, contentType] of [
    ["/api/auth/callback/credentials", "application/x-www-form-urlencoded"],
    ["/api/auth/signout", "application/x-www-form-urlencoded"],
    ["/api/auth/register", "application/json"],
  ] as const) {
    for (const chunked of [false, true]) {
      expect(await oversizedThenHealth(port, path, contentType, chunked), `${path} chunked=${chunked}`).toEqual([
        "HTTP/1.1 413",
        "HTTP/1.1 200",
      ]);
    }
  }
});

/** A browser's push subscription as the API takes it: an endpoint and its keys (base64url). */
const pushSubscription = (label: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${label}-${randomBytes(8).toString("hex")}`,
  p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
});

test("the service worker moves a replaced push subscription with the browser's own requests, past the CSRF guard", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("wren");
  await ensureAccount(page.request, { email, name: "Wren Publisher" });
  await apiSignIn(page.request, email);
  const old = pushSubscription("old");
  const renewed = pushSubscription("new");
  expect((await page.request.post("/api/push/subscribe", { data: old })).status()).toBe(201);

  await page.goto("/settings");
  const started = context.waitForEvent("serviceworker");
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(() => navigator.serviceWorker.ready));
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith("/sw.js")) ?? (await started);

  // Chromium fires no pushsubscriptionchange of its own: the test dispatches one in the worker, with
  // subscriptions shaped like the browser's, and public/sw.js's listener sends its real requests
  // (the browser's cookies, Origin and Sec-Fetch-Site). `waitUntil` is the test's: a synthetic
  // event's own refuses to be called.
  const sent = await worker.evaluate(
    async ({ old, renewed }) => {
      const bytes = (base64url: string) =>
        Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0)).buffer;
      const subscription = (value: typeof old) => ({
        endpoint: value.endpoint,
        options: { userVisibleOnly: true },
        getKey: (name: "p256dh" | "auth") => bytes(value[name]),
      });
      const statuses: string[] = [];
      const browserFetch = self.fetch;
      self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await browserFetch(input, init);
        statuses.push(`${init?.method ?? "GET"} ${response.status}`);
        return response;
      };
      let handled: Promise<unknown> = Promise.resolve();
      const event = new Event("pushsubscriptionchange");
      Object.defineProperties(event, {
        oldSubscription: { value: subscription(old) },
        newSubscription: { value: subscription(renewed) },
        waitUntil: { value: (promise: Promise<unknown>) => (handled = promise) },
      });
      self.dispatchEvent(event);
      await handled;
      self.fetch = browserFetch;
      return statuses;
    },
    { old, renewed },
  );

  expect(sent).toEqual(["POST 201", "DELETE 204"]);
  const stored = (await (await page.request.get("/api/push/subscriptions")).json()) as { items: { endpoint: string }[] };
  expect(stored.items.map((item) => item.endpoint)).toEqual([renewed.endpoint]);
});
