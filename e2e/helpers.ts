import { expect, type Page } from "@playwright/test";

export const PASSWORD = "correct horse battery";

/** A fresh address per test run, so tests never depend on each other's accounts. */
/**
 * A word no earlier run wrote, in letters only: a run of digits in a store text may read as a
 * phone number (the content precheck asks before publishing one), depending on the locale.
 */
export const uniqueWord = () =>
  Date.now()
    .toString()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function register(page: Page, { name, email }: { name: string; email: string }) {
  await page.goto("/register");
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(name);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
