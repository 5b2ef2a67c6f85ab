import { expect, test } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, emailedLink, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail, uniqueWord } from "./helpers";

const TRAILMIX = "6449000001";

test.describe.configure({ timeout: 180_000 });

// Two people of one team open the same locale; the first saves. The second's save does not
// overwrite it: they are told, keep their text to copy, and load the first's version.
test("two people edit one locale: the second is told it changed since they opened it, and nothing is lost", async ({
  browser,
  baseURL,
}) => {
  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  const owner = { email: uniqueEmail("ada"), name: "Ada Owner" };
  await ensureAccount(ownerPage.request, owner);
  await apiSignIn(ownerPage.request, owner.email);
  const team = await ownerPage.request.post("/api/teams", { data: { name: `Studio ${uniqueWord()}` } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: string }).id;
  const appId = await registerDemoApp(ownerPage.request, TRAILMIX, teamId);

  const editorPage = await (await browser.newContext({ baseURL })).newPage();
  const editor = { email: uniqueEmail("ben"), name: "Ben Editor" };
  await ensureAccount(editorPage.request, editor);
  await apiSignIn(editorPage.request, editor.email);
  const invited = await ownerPage.request.post(`/api/teams/${teamId}/invitations`, { data: { email: editor.email, role: "admin" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const admin = await browser.newContext({ baseURL });
  await apiSignIn(admin.request, adminAccount.email);
  // Only a confirmed address joins a team.
  const confirmation = new URL(await emailedLink(admin.request, editor.email, "verify-email")).searchParams.get("token");
  expect((await editorPage.request.post("/api/auth/verify-email", { data: { token: confirmation } })).status()).toBe(200);
  const token = new URL(await emailedLink(admin.request, editor.email, "team-invitation")).searchParams.get("token");
  expect((await editorPage.request.post("/api/invitations/accept", { data: { token } })).status()).toBe(200);
  await waitForSync(ownerPage.request, appId);

  const formOf = (page: typeof ownerPage) => page.getByRole("form", { name: "Texts in American English" });
  const promotional = (page: typeof ownerPage) => formOf(page).getByLabel("Promotional text", { exact: true });
  for (const page of [ownerPage, editorPage]) {
    await page.goto(`/apps/${appId}/localizations?locale=en-US`);
    await expect(promotional(page)).toBeEditable();
  }

  const first = `Ada's spring update ${uniqueWord()}`;
  await test.step("the first saves", async () => {
    await promotional(ownerPage).fill(first);
    await formOf(ownerPage).getByRole("button", { name: "Save to App Store Connect" }).click();
    await expect(ownerPage.getByText("American English saved to App Store Connect.")).toBeVisible();
  });

  const second = `Ben's summer sale ${uniqueWord()}`;
  await test.step("the second's save is refused in words, and their text stays in the form", async () => {
    await promotional(editorPage).fill(second);
    await formOf(editorPage).getByRole("button", { name: "Save to App Store Connect" }).click();
    const alert = formOf(editorPage).getByRole("alert");
    await expect(alert).toContainText("Changed by someone else since you opened it.");
    await expect(promotional(editorPage)).toHaveValue(second);
    // The store still holds the first's text.
    const version = await ownerPage.request.get(`/api/apps/${appId}/versions`);
    const versionId = ((await version.json()) as { items: { id: string; appStoreState: string }[] }).items.find(
      (item) => item.appStoreState === "PREPARE_FOR_SUBMISSION",
    )!.id;
    const detail = (await (await ownerPage.request.get(`/api/apps/${appId}/versions/${versionId}`)).json()) as {
      localizations: { locale: string; promotionalText: string }[];
    };
    expect(detail.localizations.find((item) => item.locale === "en-US")?.promotionalText).toBe(first);
  });

  await test.step("they load the first's version, then their change goes over it knowingly", async () => {
    await formOf(editorPage).getByRole("button", { name: "Load their version" }).click();
    await expect(promotional(editorPage)).toHaveValue(first);
    await expect(formOf(editorPage).getByRole("alert")).toHaveCount(0);
    await promotional(editorPage).fill(second);
    await formOf(editorPage).getByRole("button", { name: "Save to App Store Connect" }).click();
    await expect(editorPage.getByText("American English saved to App Store Connect.")).toBeVisible();
  });
});
