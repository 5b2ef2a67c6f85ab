import { expect, type APIRequestContext } from "@playwright/test";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };

import { PASSWORD } from "./helpers";

/**
 * Seeding through the REST API (what a test needs before it starts, without clicking through
 * the dashboard): accounts, sign-in with next-auth's credentials form, an app, a ticket.
 * Each function takes a request context, which keeps its own session cookie.
 */

/** Creates the account; an existing one (a retried run on the same server) is fine. */
export async function ensureAccount(request: APIRequestContext, account: { email: string; name: string }) {
  const response = await request.post("/api/auth/register", { data: { ...account, password: PASSWORD } });
  if (response.status() !== 409) expect(response.status(), await response.text()).toBe(201);
}

export async function apiSignIn(request: APIRequestContext, email: string) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  // Without json=true next-auth answers a successful sign-in with a redirect (and the session cookie).
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

/** Registers one of the simulator's demo apps with the demo team key; answers its id. */
export async function registerDemoApp(request: APIRequestContext, storeId: string, teamId?: string): Promise<string> {
  const response = await request.post("/api/apps", {
    data: { ...demoAccount.teamKey, vendorNumber: demoAccount.vendorNumber, storeId, ...(teamId && { teamId }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function openTicket(request: APIRequestContext, ticket: { subject: string; message: string }): Promise<string> {
  const response = await request.post("/api/support/tickets", { data: { type: "QUESTION", ...ticket } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ticketId: string }).ticketId;
}

/** Waits until the app's first sync has finished (the registration queues it). */
export async function waitForSync(request: APIRequestContext, appId: string) {
  await expect
    .poll(async () => ((await (await request.get(`/api/apps/${appId}`)).json()) as { syncStatus: string }).syncStatus, {
      timeout: 90_000,
      intervals: [500, 1000],
    })
    .toBe("succeeded");
}

/** Every review of the app (following nextCursor), as the API lists them. */
export async function allReviews(
  request: APIRequestContext,
  appId: string,
  query = "",
): Promise<{ id: string; rating: number; response: { body: string } | null }[]> {
  const items: { id: string; rating: number; response: { body: string } | null }[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(`/api/apps/${appId}/reviews?limit=100${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { items: typeof items; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * The link in the newest email of `template` to `to`, read from the outbox through the admin's
 * email view (`request` signed in as an admin), once the send-email function has rendered it.
 */
export async function emailedLink(
  request: APIRequestContext,
  to: string,
  template: "verify-email" | "reset-password" | "team-invitation",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`/api/admin/emails?to=${encodeURIComponent(to)}&template=${template}&limit=1`)).json()) as {
          items: { emailId: string }[];
        };
        const newest = list.items[0];
        if (!newest) return undefined;
        const email = (await (await request.get(`/api/admin/emails/${newest.emailId}`)).json()) as { text: string };
        link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
        return link;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  return link!;
}
