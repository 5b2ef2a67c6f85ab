import { expect, test } from "@playwright/test";

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, emailedLink, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { PASSWORD, uniqueEmail, uniqueWord } from "./helpers";

const TRAILMIX = "6449000001";
const SLEEPWELL = "6449000003";

test.describe.configure({ timeout: 180_000 });

test("an owner invites a support member: they reply, propose a description the owner approves, and see only their app, without sales", async ({
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const ownerAccount = { email: uniqueEmail("olga"), name: "Olga Owner" };
  await ensureAccount(owner.request, ownerAccount);
  await apiSignIn(owner.request, ownerAccount.email);

  let teamId = "";
  let appId = "";
  let otherAppId = "";
  await test.step("the owner creates a team in the browser; its apps are registered into it", async () => {
    await owner.goto("/teams");
    await owner.getByLabel("Team name").fill("Trailmix Inc.");
    await owner.getByRole("button", { name: "Create team" }).click();
    await owner.getByRole("list", { name: "Your teams" }).getByRole("link", { name: "Trailmix Inc." }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Trailmix Inc." })).toBeVisible();
    teamId = owner.url().split("/teams/")[1]!;
    appId = await registerDemoApp(owner.request, TRAILMIX, teamId);
    otherAppId = await registerDemoApp(owner.request, SLEEPWELL, teamId);
    await waitForSync(owner.request, appId);
  });

  const memberEmail = uniqueEmail("sue");
  await test.step("the owner invites a support member", async () => {
    await owner.reload();
    const invitations = owner.getByRole("region", { name: "Invitations" });
    await invitations.getByLabel("Email address").fill(memberEmail);
    await invitations.getByLabel("Role").selectOption("support");
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expect(owner.getByRole("list", { name: "Invitations waiting for an answer" })).toContainText(memberEmail);
  });

  const admin = await browser.newContext({ baseURL });
  await apiSignIn(admin.request, adminAccount.email);
  const link = await emailedLink(admin.request, memberEmail, "team-invitation");

  const member = await (await browser.newContext({ baseURL })).newPage();
  await test.step("the new member opens the link, registers, and joins", async () => {
    await member.goto(new URL(link).pathname + new URL(link).search);
    await expect(member).toHaveURL(/\/signin\?callbackUrl=/);
    await member.getByRole("link", { name: "Create one" }).click();
    await member.getByLabel("Name (optional)").fill("Sue Support");
    await member.getByLabel("Email").fill(memberEmail);
    await member.getByLabel("Password").fill(PASSWORD);
    await member.getByRole("button", { name: "Create account" }).click();
    await expect(member).toHaveURL(/\/invitations\/accept\?token=/);
    // Only a confirmed address joins: the page says so, and the invitation waits for it.
    await expect(member.getByRole("heading", { name: "Confirm your email address first" })).toBeVisible();
    const invitationPage = member.url();
    await member.goto(await emailedLink(admin.request, memberEmail, "verify-email"));
    await member.getByRole("button", { name: "Confirm my email address" }).click();
    await expect(member.getByRole("heading", { name: "Your email address is confirmed" })).toBeVisible();
    await member.goto(invitationPage);
    await member.getByRole("button", { name: "Join the team" }).click();
    await expect(member.getByRole("status")).toContainText("Support");
  });

  await test.step("the owner limits the member to one app", async () => {
    await owner.goto(`/teams/${teamId}`);
    const sue = owner.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: memberEmail });
    await expect(sue).toContainText("Support");
    await sue.getByRole("button", { name: "Apps…" }).click();
    await sue.getByLabel("Every app of the team, present and future").uncheck();
    await sue.getByLabel("Trailmix: Hiking Planner").check();
    await sue.getByRole("button", { name: "Save access" }).click();
    await expect(sue).toContainText("1 app only");
  });

  await test.step("the member sees only that app, without the sales card", async () => {
    await member.goto(`/apps/${appId}`);
    await expect(member.getByRole("heading", { level: 1, name: /Trailmix/ })).toBeVisible();
    await expect(member.getByRole("heading", { name: "Ratings and reviews" })).toBeVisible();
    await expect(member.getByRole("heading", { name: "Sales", exact: true })).toHaveCount(0);
    await member.goto(`/apps/${otherAppId}`);
    await expect(member.getByText("This app is not in your account")).toBeVisible();
  });

  await test.step("the member replies to a review: it is sent", async () => {
    await member.goto(`/apps/${appId}/reviews`);
    const review = member.getByTestId("review").first();
    await review.getByRole("button", { name: /^(Respond|Edit response)$/ }).click();
    await review.getByRole("textbox", { name: "Your response" }).fill("Thank you for hiking with Trailmix! We read every review.");
    await review.getByRole("button", { name: /^(Publish|Replace) response$/ }).click();
    await expect(member.getByText("Response sent.")).toBeVisible();
  });

  const description = `Trailmix keeps every hike in one place (${uniqueWord()}).`;
  await test.step("the member edits a description: it waits for approval", async () => {
    await member.goto(`/apps/${appId}/localizations?locale=de-DE`);
    const form = member.getByRole("form", { name: "Texts in German (Germany)" });
    await form.getByLabel("Description", { exact: true }).fill(description);
    await form.getByRole("button", { name: "Send for approval" }).click();
    await expect(member.getByText(/Sent for approval: waiting for approval by admin or marketing/)).toBeVisible();
  });

  await test.step("the owner approves it in the app's queue; the store has it", async () => {
    await owner.goto(`/apps/${appId}/approvals`);
    const queue = owner.getByRole("list", { name: "Proposals waiting for approval" });
    await expect(queue).toContainText("Sue Support proposed it");
    await queue.getByRole("button", { name: "Approve and publish" }).first().click();
    await expect(owner.getByText("Approved and published to App Store Connect.")).toBeVisible();
    const changes = (await (await owner.request.get(`/api/apps/${appId}/changes?field=description`)).json()) as {
      items: { after: string; author: { proposedById: string | null } }[];
    };
    expect(changes.items[0]).toMatchObject({ after: description, author: { proposedById: expect.any(String) } });
  });
});

test("an owner finds the team's key once, with its apps, and adds every app it can see in one step", async ({ page }) => {
  const account = { email: uniqueEmail("kai"), name: "Kai Keys" };
  await ensureAccount(page.request, account);
  await apiSignIn(page.request, account.email);
  const teamId = ((await (await page.request.post("/api/teams", { data: { name: "Keyring" } })).json()) as { id: string }).id;
  await registerDemoApp(page.request, TRAILMIX, teamId);

  await page.goto(`/teams/${teamId}`);
  const keys = page.getByRole("region", { name: "App Store Connect keys" });
  const list = keys.getByRole("list", { name: "The team's keys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Used by Trailmix: Hiking Planner");
  await expect(list).not.toContainText("PRIVATE KEY");

  await keys.getByRole("button", { name: "Add every app this key can see" }).click();
  await expect(page.getByText(/Registered .*Pocket Ledger.*; their first syncs are running\./)).toBeVisible();
  await expect(list.getByRole("link")).toHaveCount(3);
  await expect(list).toContainText("Sleepwell Sounds");

  // The header's switcher narrows the apps to one team.
  const switcher = page.getByRole("banner").getByLabel("Team");
  await switcher.selectOption({ label: "Personal" });
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByText("Showing the apps of your personal team.")).toBeVisible();
  await expect(page.getByText("No apps in this team yet")).toBeVisible();
  await switcher.selectOption({ label: "Keyring" });
  await expect(page.getByText("Showing the apps of Keyring.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your apps" }).getByTestId("app-row")).toHaveCount(3);
  await page.getByRole("button", { name: "Show every team" }).click();
  await expect(switcher).toHaveValue("");
});
