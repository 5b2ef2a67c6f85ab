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
  // One message for the problem; the field's own message (in plain words) under the field.
  await expect(page.getByRole("alert").filter({ hasText: "Some fields need a change" })).toBeVisible();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();
  // The request id waits behind Details.
  await expect(page.getByRole("alert").getByText("Request id")).toBeHidden();
  await page.getByRole("alert").getByText("Details").click();
  await expect(page.getByRole("alert").getByText("Request id")).toBeVisible();
  // Changing the field clears its message.
  await password.fill("a longer password");
  await expect(page.getByText("Use at least 8 characters")).toBeHidden();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
});
