import { expect, test } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, emailedLink } from "./api";
import { PASSWORD, register, signIn, uniqueEmail } from "./helpers";

const NEW_PASSWORD = "violet tugboat murmurs quietly";

test("register, confirm the address, reset a forgotten password, sign in, call the API with a token, and revoke every token", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The admin reads the emails from the outbox, as the admin's email view does: a fresh client
  // each time (an idle kept-alive connection may be closed by the server meanwhile).
  const readEmail = async (template: "verify-email" | "reset-password") => {
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await apiSignIn(admin, adminAccount.email);
      return await emailedLink(admin, email, template);
    } finally {
      await admin.dispose();
    }
  };
  const email = uniqueEmail("nadia");

  await test.step("register: the dashboard asks to confirm the address", async () => {
    await register(page, { name: "Nadia Publisher", email });
    await expect(page.getByRole("region", { name: "Confirm your email address" })).toContainText(email);
  });

  const verifyLink = await readEmail("verify-email");
  await test.step("confirm with the emailed link; the banner goes away; the link works once", async () => {
    await page.goto(verifyLink);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await expect(page.getByRole("heading", { name: "Your email address is confirmed" })).toBeVisible();
    await page.goto("/apps");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Nadia Publisher");
    await expect(page.getByRole("region", { name: "Confirm your email address" })).toHaveCount(0);
    await page.goto(verifyLink);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
  });

  await test.step("sign out, then forget the password", async () => {
    await page.goto("/apps");
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).toHaveURL(/\/signin/);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account uses" })).toContainText(email);
  });

  await test.step("choose a new password from the emailed link, and sign in with it", async () => {
    await page.goto(await readEmail("reset-password"));
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: /email or password is incorrect/i })).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByTestId("signed-in-as")).toHaveText("Nadia Publisher");
  });

  // No cookie: only the token says who is calling.
  const callWithToken = (secret: string) =>
    page.evaluate(async (token) => {
      const response = await fetch("/api/apps", { headers: { authorization: `Bearer ${token}` }, credentials: "omit" });
      return { status: response.status, body: (await response.json()) as { items: unknown[] } };
    }, secret);
  const tokenList = page.getByRole("list", { name: "Your access tokens" });
  const tokens: string[] = [];

  await test.step("create a token on the account page and call GET /api/apps with it", async () => {
    await page.goto("/settings/account");
    await page.getByLabel("What is it for?").fill("Release script");
    await page.getByLabel("Permission").selectOption("read");
    // A token with an expiry needs no password.
    await expect(page.getByLabel("Your current password")).toHaveCount(0);
    await page.getByRole("button", { name: "Create token" }).click();
    const token = (await page.getByTestId("new-token").textContent())!.trim();
    expect(token).toMatch(/^aps_pat_/);
    tokens.push(token);
    await expect(tokenList).toContainText("Release script");

    const answer = await callWithToken(token);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);

    // The secret is shown once: after a reload only its hint is left.
    await page.reload();
    await expect(tokenList).toContainText(`aps_pat_…${token.slice(-4)}`);
    await expect(page.getByText(token)).toHaveCount(0);
  });

  await test.step("a token that never expires asks for the password", async () => {
    await page.getByLabel("What is it for?").fill("Nightly export");
    await page.getByLabel("Expires after").selectOption("never");
    const password = page.getByLabel("Your current password");
    await password.fill("not my password");
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(password).toHaveAccessibleDescription(/This is not your current password\./);
    await password.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Create token" }).click();
    tokens.push((await page.getByTestId("new-token").textContent())!.trim());
    await expect(tokenList).toContainText("Nightly export");
    await expect(tokenList).toContainText("never expires");
    expect((await callWithToken(tokens[1]!)).status).toBe(200);
  });

  await test.step("the owner is emailed about each new token", async () => {
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await apiSignIn(admin, adminAccount.email);
      await expect
        .poll(async () => {
          const query = `to=${encodeURIComponent(email)}&template=access-token-created`;
          const list = (await (await admin.get(`/api/admin/emails?${query}`)).json()) as { items: { subject: string }[] };
          return list.items.map((item) => item.subject).sort();
        })
        .toEqual([expect.stringContaining("“Nightly export”"), expect.stringContaining("“Release script”")]);
    } finally {
      await admin.dispose();
    }
  });

  await test.step("sign out everywhere else, also revoking every access token: the tokens stop working", async () => {
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere else?" });
    await dialog.getByLabel("Also revoke all access tokens").check();
    await dialog.getByRole("button", { name: "Sign out and revoke tokens" }).click();
    await expect(page.getByText("2 access tokens were revoked.")).toBeVisible();
    await expect(page.getByText("No tokens yet")).toBeVisible();
    for (const token of tokens) expect((await callWithToken(token)).status).toBe(401);
    // This device stays signed in.
    await page.reload();
    await expect(page.getByTestId("signed-in-as")).toHaveText("Nadia Publisher");
  });
});
