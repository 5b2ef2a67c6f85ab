import { expect, test } from "@playwright/test";

import { PASSWORD, signIn, uniqueEmail } from "./helpers";

test("signed-out visitors are sent to sign in, and API errors are shown", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsettings$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // Unknown account: the problem's detail, from the API; the request id (to quote to support) waits behind Details.
  await signIn(page, uniqueEmail("nobody"), PASSWORD);
  const refused = page.getByRole("alert").filter({ hasText: /email or password is incorrect/i });
  await expect(refused).toBeVisible();
  await expect(refused.getByText("Request id")).toBeHidden();
  await refused.getByText("Details").click();
  await expect(refused.getByText("Request id")).toBeVisible();

  // Registration with a field the API's schema refuses: the browser checks with the same schema,
  // so the field's own message (in plain words) shows under it before anything is sent.
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page).toHaveURL(/\/register\?callbackUrl=%2Fsettings$/);
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();
  // Changing the field clears its message.
  await password.fill("a longer password");
  await expect(page.getByText("Use at least 8 characters")).toBeHidden();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
});
