import { expect, test } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, registerDemoApp } from "./api";
import { uniqueEmail, uniqueWord } from "./helpers";
import { settle } from "./pages";

const SLEEPWELL = "6449000003";

/**
 * A publisher on the free plan asks for 5-minute syncs (free allows 15 at the shortest), is told
 * why not and where to raise the limit; an admin moves them to Pro in the admin panel; the same
 * change then succeeds. A team they make has a plan of its own, which an admin gives it too.
 */
test("a free plan's interval limit, explained, lifted by an admin's plan change", async ({ browser, baseURL }) => {
  const publisher = { email: uniqueEmail("paula"), name: "Paula Publisher" };
  const publisherContext = await browser.newContext({ baseURL });
  await ensureAccount(publisherContext.request, publisher);
  await apiSignIn(publisherContext.request, publisher.email);
  const appId = await registerDemoApp(publisherContext.request, SLEEPWELL);
  const page = await publisherContext.newPage();

  await test.step("free: 5-minute syncs are refused with the limit and a link to billing", async () => {
    await page.goto(`/apps/${appId}/settings`);
    await settle(page);
    await page.getByLabel("Sync every").selectOption("5");
    await page.getByRole("button", { name: "Save settings" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Your plan syncs automatically every 15 minutes at most" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Upgrade your plan");
    await alert.getByRole("link", { name: "See your plan and usage" }).click();
    // To the plan of the app's team (here the personal one).
    await expect(page).toHaveURL(/\/settings\/billing\?team=[\w-]+$/);
    await expect(page.getByTestId("current-plan")).toHaveText("Free");
    await expect(page.getByText("Online payment is not set up on this service")).toBeVisible();
  });

  await test.step("an admin moves the publisher to Pro", async () => {
    const adminContext = await browser.newContext({ baseURL });
    await ensureAccount(adminContext.request, { email: adminAccount.email, name: "Erin Admin" });
    await apiSignIn(adminContext.request, adminAccount.email);
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/users?search=${encodeURIComponent(publisher.email)}`);
    const row = admin.getByTestId("user-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("user-plan")).toHaveText("Free");
    await row.getByLabel(`Plan of ${publisher.name}`).selectOption("pro");
    await expect(row.getByTestId("user-plan")).toHaveText("Pro (complimentary)");
    await adminContext.close();
  });

  await test.step("pro: the same change is saved", async () => {
    await page.goto(`/apps/${appId}/settings`);
    await settle(page);
    await page.getByLabel("Sync every").selectOption("5");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Sync settings saved.")).toBeVisible();
    await page.goto("/settings/billing");
    await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  });

  await test.step("a shared team has a plan of its own, which an admin gives on the teams page", async () => {
    const teamName = `Studio ${uniqueWord()}`;
    const created = await publisherContext.request.post("/api/teams", { data: { name: teamName } });
    expect(created.status()).toBe(201);
    const adminContext = await browser.newContext({ baseURL });
    await apiSignIn(adminContext.request, adminAccount.email);
    const admin = await adminContext.newPage();
    await admin.goto(`/admin/teams?search=${encodeURIComponent(teamName)}`);
    const row = admin.getByTestId("team-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("team-plan")).toHaveText("Free");
    await row.getByLabel(`Plan of the team ${teamName}`).selectOption("business");
    await expect(row.getByTestId("team-plan")).toHaveText("Business (complimentary)");
    await adminContext.close();

    // The billing page shows each team's own plan: the personal team keeps Pro.
    await page.goto("/settings/billing");
    await expect(page.getByTestId("current-plan")).toHaveText("Pro");
    await page.getByLabel("Which team's plan").selectOption({ label: teamName });
    await expect(page).toHaveURL(/\/settings\/billing\?team=/);
    await expect(page.getByTestId("current-plan")).toHaveText("Business");
  });
});
