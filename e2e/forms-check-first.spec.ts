import { expect, test, type Page } from "@playwright/test";

import { apiSignIn, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";

const TRAILMIX = "6449000001"; // the demo app with an app info being prepared

/** Every request the page sends to the API that would change something (a POST, PATCH, PUT or DELETE). */
function writesSent(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

// Forms check their fields with the operation's own schema before anything is sent: an invalid
// field shows its message under it, and no request leaves the browser.
test.describe("a form with an invalid field sends nothing", () => {
  test("register: an address that is not one and a short password", async ({ page }) => {
    await page.goto("/register");
    const writes = writesSent(page);
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    await email.fill("not-an-address");
    await password.fill("short");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter an email address, like name@example.com")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Use at least 8 characters")).toBeVisible();
    expect(writes).toEqual([]);

    // Corrected, the message goes while typing, and the account is created (one request, then sign-in).
    await email.fill(uniqueEmail("checked"));
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await password.fill("correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    expect(writes).toContain("POST /api/auth/register");
  });

  test("locale editor: a support URL that is not one", async ({ page }) => {
    const email = uniqueEmail("check");
    await ensureAccount(page.request, { email, name: "Check First" });
    await apiSignIn(page.request, email);
    const appId = await registerDemoApp(page.request, TRAILMIX);
    await waitForSync(page.request, appId);

    await page.goto(`/apps/${appId}/localizations?locale=de-DE`);
    const form = page.getByRole("form", { name: "Texts in German (Germany)" });
    const supportUrl = form.getByLabel("Support URL", { exact: true });
    await expect(supportUrl).toBeEditable();
    const writes = writesSent(page);

    await supportUrl.fill("support page");
    await form.getByRole("button", { name: "Save to App Store Connect" }).click();

    await expect(supportUrl).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Must be an absolute http or https URL")).toBeVisible();
    // The browser takes the user to the field.
    await expect(supportUrl).toBeFocused();
    expect(writes).toEqual([]);
  });
});
