import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, openTicket, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, settle } from "./pages";

const SLEEPWELL = "6449000003";

async function signedInPage(browser: Browser, baseURL: string, account: { email: string; name: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await ensureAccount(context.request, account);
  await apiSignIn(context.request, account.email);
  return context.newPage();
}

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/** Every page at 1280 px (axe: no serious or critical violation) and at 390 px (nothing scrolls sideways). */
async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await settle(page);
      await expectNoSeriousA11yViolations(page, path);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page, path);
    });
  }
}

/** A publisher with the smallest demo app (synced) and a ticket, shared by the tests below. */
let seeded: { appId: string; ticketId: string; versionId: string } | undefined;

async function seed(page: Page) {
  if (seeded) return seeded;
  const appId = await registerDemoApp(page.request, SLEEPWELL);
  await waitForSync(page.request, appId);
  const ticketId = await openTicket(page.request, { subject: "Where are my sales?", message: "The chart is empty for my new app." });
  const versions = await json<{ items: { id: string }[] }>(page.request, `/api/apps/${appId}/versions`);
  seeded = { appId, ticketId, versionId: versions.items[0]!.id };
  return seeded;
}

const PUBLISHER = { email: uniqueEmail("ines"), name: "Ines Publisher" };

test.describe("every page passes axe-core (no serious or critical violation) and fits a 390 px phone", () => {
  test.describe.configure({ timeout: 240_000 });

  // Two tests, each within the timeout on a loaded CI machine: an app's pages, then the rest.
  test("the publisher's app pages", async ({ browser, baseURL }) => {
    const publisher = await signedInPage(browser, baseURL!, PUBLISHER);
    const { appId, versionId } = await seed(publisher);
    const app = `/apps/${appId}`;
    await checkPages(publisher, [
      "/",
      "/apps",
      app,
      `${app}/localizations`,
      `${app}/versions`,
      `${app}/versions/${versionId}`,
      `${app}/versions/${versionId}/release`,
      `${app}/reviews`,
      `${app}/agent`,
      `${app}/approvals`,
      `${app}/changes`,
      `${app}/settings`,
    ]);
  });

  test("the publisher's team, support and account pages", async ({ browser, baseURL }) => {
    const publisher = await signedInPage(browser, baseURL!, PUBLISHER);
    const { ticketId } = await seed(publisher);
    const teams = await json<{ items: { id: string }[] }>(publisher.request, "/api/teams");
    await checkPages(publisher, [
      "/teams",
      `/teams/${teams.items[0]!.id}`,
      "/invitations/accept?token=from-an-email",
      "/support/tickets",
      `/support/tickets/${ticketId}`,
      "/settings",
      "/settings/account",
      "/settings/billing",
      "/docs",
      "/admin",
      "/no-such-page",
    ]);
  });

  test("the admin panel's pages", async ({ browser, baseURL }) => {
    const { ticketId } = await seed(await signedInPage(browser, baseURL!, PUBLISHER));
    const admin = await signedInPage(browser, baseURL!, { email: adminAccount.email, name: "Erin Admin" });
    const jobs = await json<{ items: { jobId: string }[] }>(admin.request, "/api/admin/jobs?limit=1");
    const agents = await json<{ items: { id: string }[] }>(admin.request, "/api/admin/agents");
    const emails = await json<{ items: { emailId: string }[] }>(admin.request, "/api/admin/emails?limit=1");
    await checkPages(admin, [
      "/admin",
      "/admin/users",
      "/admin/teams",
      "/admin/tickets",
      `/admin/tickets/${ticketId}`,
      "/admin/jobs",
      `/admin/jobs/${jobs.items[0]!.jobId}`,
      "/admin/agents",
      `/admin/agents/${agents.items[0]!.id}`,
      "/admin/emails",
      `/admin/emails/${emails.items[0]!.emailId}`,
      "/admin/audit-log",
    ]);
  });

  test("signed out: sign-in, registration, and the account links' pages", async ({ page }) => {
    await checkPages(page, [
      "/signin",
      "/register",
      "/forgot-password",
      "/reset-password?token=from-an-email",
      "/reset-password",
      "/verify-email?token=from-an-email",
    ]);
  });
});
