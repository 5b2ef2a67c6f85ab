import { expect, test, type Locator } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, openTicket, registerDemoApp } from "./api";
import { signIn, uniqueEmail } from "./helpers";

const ADMIN_EMAIL = adminAccount.email;

/** A stat card's figure as a number (the cards format with thousands separators). */
async function figure(card: Locator): Promise<number> {
  const text = (await card.getByTestId(/-value$/).textContent()) ?? "";
  expect(text).toMatch(/^\d[\d,]*$/);
  return Number(text.replaceAll(",", ""));
}

/**
 * An admin's round of the admin panel. The admin is the address in e2e/admin-account.json, which
 * e2e/serve.mjs lists in ADMIN_EMAILS; the publisher they look after (an account, an app with its
 * agent, a ticket) is seeded through the API in a session of its own.
 */
test("an admin reads the figures, bans and unbans a user, answers a ticket, opens a job and an agent, and sends a test email", async ({
  page,
  playwright,
  baseURL,
}) => {
  const publisher = { email: uniqueEmail("grace"), name: "Grace Hopper" };
  const subject = `Admin e2e question ${Date.now()}`;
  const grace = await playwright.request.newContext({ baseURL });

  await test.step("seed: a publisher with an app and a ticket, and the admin account", async () => {
    await ensureAccount(grace, publisher);
    await apiSignIn(grace, publisher.email);
    await registerDemoApp(grace, "6449000003"); // Sleepwell Sounds, the smallest demo app
    await openTicket(grace, { subject, message: "Where do I see my agent's proposals?" });
    await ensureAccount(page.request, { email: ADMIN_EMAIL, name: "Erin Admin" });
  });

  await test.step("sign in and read the platform's figures", async () => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fadmin$/);
    await signIn(page, ADMIN_EMAIL);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(await figure(page.getByTestId("stat-users"))).toBeGreaterThanOrEqual(2);
    expect(await figure(page.getByTestId("stat-apps"))).toBeGreaterThanOrEqual(1);
    expect(await figure(page.getByTestId("stat-agents"))).toBeGreaterThanOrEqual(1);
    expect(await figure(page.getByTestId("stat-tickets"))).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("list", { name: "Latest registrations" })).toContainText(publisher.email);
    await expect(page.getByRole("list", { name: "Latest tickets" })).toContainText(subject);
  });

  const nav = page.getByRole("navigation", { name: "Main" });

  await test.step("users: find the publisher, ban them (their session is refused), unban them", async () => {
    await nav.getByRole("link", { name: "Users" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(publisher.email);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?search=grace-/);
    const row = page.getByTestId("user-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(publisher.email);
    await expect(row.getByTestId("user-role")).toHaveText("User");

    await row.getByRole("button", { name: "Ban…" }).click();
    await row.getByLabel("Reason").fill("Spam from the e2e run");
    await row.getByRole("button", { name: "Ban user" }).click();
    await expect(row.getByTestId("user-banned")).toBeVisible();
    await expect(row.getByTestId("ban-reason")).toContainText("Spam from the e2e run");
    const refused = await grace.get("/api/apps");
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("banned");

    await row.getByRole("button", { name: "Unban" }).click();
    await expect(row.getByTestId("user-banned")).toBeHidden();
    expect((await grace.get("/api/apps")).status()).toBe(200);

    await row.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log\?targetType=user&targetId=/);
    await expect(page.getByTestId("audit-entry").and(page.locator('[data-action="user.unbanned"]'))).toContainText(
      `Erin Admin lifted the ban on ${publisher.email}`,
    );
    const banned = page.getByTestId("audit-entry").and(page.locator('[data-action="user.banned"]'));
    await expect(banned).toContainText(`Erin Admin banned ${publisher.email}`);
    await expect(banned).toContainText("Reason: Spam from the e2e run");
  });

  await test.step("users: demoting oneself is refused with the API's 409", async () => {
    await nav.getByRole("link", { name: "Users" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(ADMIN_EMAIL);
    // The unfiltered list, cached from the first visit, shows the admin's row too: act on the
    // searched list only once it has arrived (it replaces the rows, and an answer shown in them).
    const searched = page.waitForResponse((response) => response.url().includes(`search=${encodeURIComponent(ADMIN_EMAIL)}`));
    await page.getByRole("button", { name: "Apply" }).click();
    await searched;
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    const self = page.getByTestId("user-row").filter({ hasText: ADMIN_EMAIL });
    await self.getByRole("combobox", { name: /^Role of/ }).selectOption("user");
    await expect(self.getByRole("alert")).toContainText("You cannot demote yourself");
    await expect(self.getByTestId("user-role")).toHaveText("Admin");
  });

  await test.step("tickets: answer the publisher's ticket and resolve it", async () => {
    await nav.getByRole("link", { name: "Tickets" }).click();
    // The users page has a search box of the same name: wait until the tickets page is shown.
    await expect(page).toHaveURL(/\/admin\/tickets$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/tickets/i);
    await page.getByRole("searchbox", { name: "Search" }).fill(subject);
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByTestId("ticket-row").filter({ hasText: subject });
    await expect(row).toContainText("Open");
    await expect(row).toContainText(publisher.email);
    await row.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole("region", { name: "Author" })).toContainText(publisher.email);

    await page.getByLabel("Reply", { exact: true }).fill("They are on your app's Agent page.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByTestId("ticket-message").last()).toContainText("They are on your app's Agent page.");
    // An admin's reply moves an open ticket to in progress.
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("IN_PROGRESS");
    await page.getByLabel("Status", { exact: true }).selectOption("RESOLVED");
    // The select follows the ticket the API answers: it shows the new status once it is saved.
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("RESOLVED");

    // The publisher sees the answer and the new status.
    const tickets = (await (await grace.get("/api/support/tickets")).json()) as {
      items: { subject: string; status: string; messageCount: number }[];
    };
    expect(tickets.items.find((ticket) => ticket.subject === subject)).toMatchObject({ status: "RESOLVED", messageCount: 2 });
  });

  await test.step("jobs: the list, the daily chart, a queue filter, one job", async () => {
    await nav.getByRole("link", { name: "Jobs" }).click();
    const chart = page.getByRole("figure", { name: /Jobs per day/ });
    await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
    await chart.getByText("Show the figures").click();
    await expect(chart.getByRole("row")).toHaveCount(15); // a header and 14 days
    await expect(page.getByTestId("job-row").first()).toBeVisible();
    await page.getByLabel("Queue", { exact: true }).selectOption("sync-app");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/queueName=sync-app/);
    const rows = page.getByTestId("job-row");
    await expect(rows.filter({ hasNotText: "sync-app" })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();

    await expect(rows.first().getByRole("link")).toHaveText("App sync");
    await rows.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "App sync" })).toBeVisible();
    await expect(page.getByTestId("job-id")).toContainText(/Job [0-9a-f-]{36}/);
    await expect(page.getByRole("region", { name: "Payload" })).toContainText("appId");
    await expect(page.getByRole("region", { name: "Steps" })).toBeVisible();
    await expect(page.getByTestId("job-status")).toBeVisible();
  });

  await test.step("agents: the publisher's agent in the list, its page, and Wake refused while it is not sleeping", async () => {
    await nav.getByRole("link", { name: "Agents" }).click();
    const row = page.getByTestId("agent-row").filter({ hasText: publisher.email });
    await expect(row).toContainText("Sleepwell Sounds");
    await expect(row.getByTestId("agent-status")).toHaveText("Disabled");
    await row.getByRole("link", { name: "Sleepwell Sounds" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sleepwell Sounds" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Configuration" })).toContainText("By the owner");
    await expect(page.getByRole("heading", { name: "Event log" })).toBeVisible();
    await page.getByRole("button", { name: "Wake" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "not sleeping" })).toBeVisible();
  });

  await test.step("emails: send a test email and read it in the outbox", async () => {
    const to = uniqueEmail("outbox");
    await nav.getByRole("link", { name: "Emails" }).click();
    await expect(page.getByTestId("email-template").first()).toBeVisible();
    const form = page.getByRole("form", { name: "Send a test email" });
    await form.getByLabel("To", { exact: true }).fill(to);
    await expect(form.getByLabel("Template", { exact: true })).toHaveValue("test");
    await form.getByRole("button", { name: "Send test email" }).click();
    await expect(form.getByRole("status")).toContainText("Queued");

    const row = page.getByTestId("email-row").filter({ hasText: to });
    await expect(row.getByTestId("email-status")).toHaveText("Sent", { timeout: 30_000 });
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: /Test email/ })).toBeVisible();
    const frame = page.locator('iframe[title="Email HTML"]');
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator('iframe[title="Email HTML"]').locator("body")).toContainText(`Sent to ${to}`);
    await expect(page.getByTestId("email-text")).toContainText(to);
  });

  await grace.dispose();
});
