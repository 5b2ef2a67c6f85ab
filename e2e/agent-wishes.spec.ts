import { expect, test, type APIRequestContext } from "@playwright/test";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, emailedLink, ensureAccount, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";
import { inOwnSandbox } from "./store";

/**
 * What an owner and a support member meet when they write in their own words: a German reply with
 * a swear word is stopped with the reason (the precheck reads it in the review's language); "too
 * informal" brings the formal address ("Sie") to the next German reply; words the service cannot
 * read as a rule are kept, and say so.
 */

test.describe.configure({ timeout: 180_000 });

/** An app in the user's sandbox whose seeded reviews are all answered, with these German reviews added; registered and synced. */
async function appWithGermanReviews(
  request: APIRequestContext,
  reviews: { rating: number; title: string; body: string }[],
  teamId?: string,
) {
  const seeded = await inOwnSandbox(request, "large-app", { storeId: "6449000990", reviews: 2, versions: 1, locales: 1, responseShare: 1 });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { storeId } = (await seeded.json()) as { storeId: string };
  for (const review of reviews) {
    const added = await inOwnSandbox(request, "reviews", { appStoreId: storeId, territory: "DEU", reviewerNickname: "Mika", ...review });
    expect(added.status(), await added.text()).toBe(201);
    // Distinct creation times keep the reply queue in the order written.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const registered = await request.post("/api/apps", {
    data: { ...demoAccount.teamKey, vendorNumber: demoAccount.vendorNumber, storeId, ...(teamId && { teamId }) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  await waitForSync(request, id);
  return id;
}

test("a support member's German reply with a swear word is stopped with the reason", async ({ browser, baseURL }) => {
  const owner = await browser.newContext({ baseURL });
  const ownerAccount = { email: uniqueEmail("greta"), name: "Greta Owner" };
  await ensureAccount(owner.request, ownerAccount);
  await apiSignIn(owner.request, ownerAccount.email);
  const team = await owner.request.post("/api/teams", { data: { name: "Wanderlust GmbH" } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: string }).id;
  const title = "Stürzt ständig ab";
  const appId = await appWithGermanReviews(
    owner.request,
    [{ rating: 1, title, body: "Die App stürzt bei jedem Start ab, seit dem Update geht gar nichts mehr." }],
    teamId,
  );

  const memberEmail = uniqueEmail("sven");
  const invited = await owner.request.post(`/api/teams/${teamId}/invitations`, { data: { email: memberEmail, role: "support" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const admin = await browser.newContext({ baseURL });
  await apiSignIn(admin.request, adminAccount.email);
  const link = new URL(await emailedLink(admin.request, memberEmail, "team-invitation"));
  const member = await (await browser.newContext({ baseURL })).newPage();
  await ensureAccount(member.request, { email: memberEmail, name: "Sven Support" });
  await apiSignIn(member.request, memberEmail);
  // Only a confirmed address joins a team.
  const confirmation = new URL(await emailedLink(admin.request, memberEmail, "verify-email")).searchParams.get("token");
  expect((await member.request.post("/api/auth/verify-email", { data: { token: confirmation } })).status()).toBe(200);
  const joined = await member.request.post("/api/invitations/accept", { data: { token: link.searchParams.get("token") } });
  expect(joined.status(), await joined.text()).toBe(200);

  await member.goto(`/apps/${appId}/reviews`);
  const review = member.getByTestId("review").filter({ hasText: title });
  await review.getByRole("button", { name: "Respond" }).click();
  await review.getByRole("textbox", { name: "Your response" }).fill("Das war echt Scheiße, das tut uns leid.");
  await review.getByRole("button", { name: "Publish response" }).click();
  // Nothing is sent, and the reason is under the reply (the text box's description), naming the word.
  await expect(review.getByRole("alert")).toContainText("Nothing was saved");
  await expect(review.getByRole("textbox", { name: "Your response" })).toHaveAccessibleDescription(/"Scheiße"/);
  await expect(review.getByRole("button", { name: "Send anyway" })).toBeVisible();
  const reviews = (await (await member.request.get(`/api/apps/${appId}/reviews?responded=true`)).json()) as { items: { title: string }[] };
  expect(reviews.items.map((item) => item.title)).not.toContain(title);
});

test('an owner\'s "too informal" brings "Sie" to the next German reply, and words it cannot read as a rule are kept and labelled', async ({
  page,
}) => {
  const owner = { email: uniqueEmail("otto"), name: "Otto Owner" };
  await ensureAccount(page.request, owner);
  await apiSignIn(page.request, owner.email);
  const appId = await appWithGermanReviews(page.request, [
    { rating: 1, title: "Absturz", body: "Die App stürzt bei jedem Start ab." },
    { rating: 2, title: "Abgemeldet", body: "Ich kann mich seit gestern nicht mehr anmelden." },
  ]);
  expect((await page.request.post(`/api/apps/${appId}/agent/config`, { data: { config: { fields: ["reviewReplies"] } } })).status()).toBe(
    200,
  );
  expect((await page.request.post(`/api/apps/${appId}/agent/toggle`, { data: { enabled: true } })).status()).toBe(200);

  await page.goto(`/apps/${appId}/agent`);
  const reject = async (reason: string) => {
    await page.getByRole("button", { name: "Reject…" }).click();
    await page.getByLabel("Why not? (required)").fill(reason);
    await page.getByRole("button", { name: "Reject change" }).click();
    await expect(page.getByTestId("pending-action")).toBeHidden();
  };
  const run = async () => {
    await expect(page.getByTestId("agent-status")).toHaveText("Sleeping", { timeout: 60_000 });
    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval", { timeout: 60_000 });
  };

  await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval", { timeout: 90_000 });
  await reject("too informal");
  await run();
  const reply = page.getByTestId("diff-after");
  await expect(reply).toContainText(/\b(Sie|Ihnen|Ihre?)\b/);
  await expect(reply).not.toContainText(/\b(du|dich|dir|dein\w*)\b/i);

  const words = "Unterschreibt jede Antwort mit Anna vom Wanderlust-Team";
  await reject(words);
  await page.reload();
  const kept = page.getByTestId("memory-line").filter({ hasText: `“${words}”` });
  await expect(kept).toHaveText(`“${words}” — kept as you wrote it; not yet applied as a rule.`);
  await expect(page.getByText("Your words", { exact: true })).toBeVisible();
  await expect(page.getByText("Replies in a formal tone", { exact: true })).toBeVisible();
});
