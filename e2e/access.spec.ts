import { expect, test } from "@playwright/test";

import { apiSignIn, ensureAccount, registerDemoApp } from "./api";
import { uniqueEmail } from "./helpers";

test("a non-admin at /admin gets a plain 403 page without the admin navigation", async ({ page }) => {
  const email = uniqueEmail("noor");
  await ensureAccount(page.request, { email, name: "Noor Publisher" });
  await apiSignIn(page.request, email);
  for (const path of ["/admin", "/admin/users", "/admin/jobs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "This page is for administrators" })).toBeVisible();
    await expect(page.getByText("403", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  }
  // Nothing of the admin API answered it either.
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
  await page.getByRole("link", { name: "Go to your apps" }).click();
  await expect(page).toHaveURL(/\/apps$/);
});

test("unknown pages say so, with a way back; signed-in visitors of / are offered their apps", async ({ page }) => {
  await page.goto("/this/page/does/not/exist");
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to your apps" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  const email = uniqueEmail("omar");
  await ensureAccount(page.request, { email, name: "Omar Publisher" });
  await apiSignIn(page.request, email);
  await registerDemoApp(page.request, "6449000002");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome back, Omar Publisher" })).toBeVisible();
  await page.getByRole("list", { name: "Your apps" }).getByRole("link", { name: "Pocket Ledger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pocket Ledger" })).toBeVisible();
});
