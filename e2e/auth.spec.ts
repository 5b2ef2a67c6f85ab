import { expect, test } from "@playwright/test";

import { PASSWORD, signIn, uniqueEmail } from "./helpers";

test("signed-out visitors are sent to sign in, and API errors are shown", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsettings$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // Unknown account: the problem's detail, from the API.
  await signIn(page, uniqueEmail("nobody"), PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: /email or password is incorrect/i })).toBeVisible();

  // Registration refused by the API's validation: the field's own message.
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page).toHaveURL(/\/register\?callbackUrl=%2Fsettings$/);
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "password" })).toBeVisible();
  // The message is also shown under the field it is about.
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
});
