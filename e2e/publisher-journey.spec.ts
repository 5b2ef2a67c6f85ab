import { expect, test } from "@playwright/test";

import { register, signIn, uniqueEmail } from "./helpers";

/**
 * A new publisher's first session: account, the demo app from the built-in simulator, its
 * sync, the agent's first proposal approved and executed, a support ticket, sign-out.
 */
test("a new publisher registers the demo app, approves the agent's change and asks support", async ({ page }) => {
  const email = uniqueEmail("ada");
  const subject = `Question from the e2e run ${Date.now()}`;

  await test.step("register and land signed in on the apps page", async () => {
    await register(page, { name: "Ada Lovelace", email });
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole("heading", { name: "Apps" })).toBeVisible();
    await expect(page.getByText("No apps yet")).toBeVisible();
  });

  await test.step("register the demo app with the demo team key and wait for its sync", async () => {
    await page.getByRole("button", { name: "Register an app" }).click();
    await page.getByRole("button", { name: "Use the demo account" }).click();
    await expect(page.getByLabel("Key ID")).toHaveValue("DEMOTEAM01");
    await page.getByRole("button", { name: "Register app" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registered" })).toContainText("Trailmix");
    const row = page.getByTestId("app-row").filter({ hasText: "Trailmix" });
    await expect(row.getByTestId("sync-status")).toHaveText("Synced", { timeout: 90_000 });
  });

  await test.step("open the app: synced, with versions", async () => {
    await page
      .getByRole("link", { name: /Trailmix/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: /Trailmix/ })).toBeVisible();
    await expect(page.getByTestId("sync-status").first()).toHaveText("Synced");
    await expect(page.getByTestId("tile-versions")).toContainText("Version 1.4.2");
    await page.getByRole("link", { name: "Versions" }).click();
    await expect(page.getByRole("link", { name: /^Version / }).first()).toBeVisible();
  });

  await test.step("enable the agent and see its proposal with before and after", async () => {
    await page.getByRole("link", { name: "Agent" }).click();
    await expect(page.getByTestId("agent-status")).toHaveText("Disabled");
    await page.getByRole("switch", { name: "Agent enabled" }).click();
    await expect(page.getByRole("switch", { name: "Agent enabled" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval", { timeout: 90_000 });
    const proposal = page.getByTestId("pending-action");
    await expect(proposal.getByTestId("action-summary")).not.toBeEmpty();
    await expect(proposal.getByTestId("diff-before")).toBeVisible();
    await expect(proposal.getByTestId("diff-after")).not.toBeEmpty();
  });

  await test.step("approve it and see it executed", async () => {
    const summary = (await page.getByTestId("action-summary").textContent()) ?? "";
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("pending-action")).toBeHidden();
    const execution = page.getByTestId("agent-event").and(page.locator('[data-kind="execution"]'));
    await expect(execution.first()).toBeVisible({ timeout: 90_000 });
    await expect(execution.first()).toContainText(summary.trim());
    await expect(page.getByTestId("agent-status")).toHaveText("Sleeping");
  });

  await test.step("open a support ticket and find it in the list", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Support" }).click();
    await expect(page.getByText("No tickets yet")).toBeVisible();
    await page.getByRole("button", { name: "New ticket" }).click();
    await page.getByLabel("Type").selectOption("QUESTION");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("How do I add a second locale?\nThanks!");
    await page.getByRole("button", { name: "Open ticket" }).click();
    const row = page.getByTestId("ticket-row").filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Open");
    await row.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" })).toContainText("How do I add a second locale?");
  });

  await test.step("switch off agent proposal emails in the settings; the choice is kept", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const emails = page.getByRole("checkbox", { name: "Agent proposals by email" });
    await expect(emails).toBeChecked();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/notifications/preferences") && response.request().method() === "PATCH",
    );
    // A click, then the state: the switch re-renders a moment after the click (uncheck() reads it at once).
    await emails.click();
    await expect(emails).not.toBeChecked();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Agent proposals by email" })).not.toBeChecked();
  });

  await test.step("sign out: the pages need a session again, and signing back in works", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/apps");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fapps$/);
    await signIn(page, email);
    await expect(page.getByTestId("app-row").filter({ hasText: "Trailmix" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
