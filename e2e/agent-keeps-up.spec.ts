import { expect, test } from "@playwright/test";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, ensureAccount } from "./api";
import { uniqueEmail } from "./helpers";
import { inOwnSandbox } from "./store";

const TRAILMIX = demoAccount.apps[0]!.storeId;

/**
 * What a new publisher expects: the demo app registered and its agent enabled in the same second
 * proposes within the first sync and one tick (no 24-hour sleep); a new review in the store,
 * then a sync, ticks the agent (its next reply proposal shows, with the review it answers) and
 * sends a `new_reviews` email.
 */
test("the agent keeps up: a proposal right after the first sync, a reply and an alert after a new review", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const owner = { email: uniqueEmail("kai"), name: "Kai Owner" };
  await ensureAccount(page.request, owner);
  await apiSignIn(page.request, owner.email);

  const appId = await test.step("register the demo app and enable its agent in the same second", async () => {
    const registered = await page.request.post("/api/apps", {
      data: { ...demoAccount.teamKey, vendorNumber: demoAccount.vendorNumber, storeId: TRAILMIX },
    });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    const configured = await page.request.post(`/api/apps/${id}/agent/config`, { data: { config: { fields: ["reviewReplies"] } } });
    expect(configured.status()).toBe(200);
    const enabled = await page.request.post(`/api/apps/${id}/agent/toggle`, { data: { enabled: true } });
    expect(enabled.status()).toBe(200);
    return id;
  });

  const firstReview = await test.step("a reply proposal shows with its review, without waiting for the agent's sleep", async () => {
    await page.goto(`/apps/${appId}/agent`);
    await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval", { timeout: 90_000 });
    await expect(page.getByTestId("action-review")).toBeVisible();
    await expect(page.getByRole("button", { name: "Run now" })).toBeHidden();
    return page.getByTestId("action-review").innerText();
  });

  await test.step("reject it for this review only, in plain words", async () => {
    await page.getByRole("button", { name: "Reject…" }).click();
    await page.getByRole("radio", { name: "Any reply to this review" }).check();
    await page.getByLabel("Why not? (required)").fill("Already answered by email; no emoji please");
    await page.getByRole("button", { name: "Reject change" }).click();
    await expect(page.getByTestId("pending-action")).toBeHidden();
    await expect(page.getByTestId("agent-status")).toHaveText("Sleeping", { timeout: 60_000 });
  });

  const title = `Crashes on start ${Date.now()}`;
  await test.step("a customer writes a new one-star review; a sync finds it", async () => {
    // Written in the user's own App Store Connect: their sandbox of the simulator.
    const added = await inOwnSandbox(page.request, "reviews", {
      appStoreId: TRAILMIX,
      rating: 1,
      title,
      body: "The app crashes every time I open the map of my hike.",
      territory: "USA",
    });
    expect(added.status(), await added.text()).toBe(201);
    expect((await page.request.get(`/api/apps/${appId}/pull`, { headers: { "content-type": "application/json" } })).status()).toBe(202);
  });

  await test.step("the sync ticks the agent: the next reply in its queue shows with its review; the edit box is there before approval", async () => {
    // The queue answers the oldest critical review first, so the new one waits its turn;
    // what matters here is that the sync woke the agent and the rejection's wish holds.
    await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval", { timeout: 90_000 });
    await expect(page.getByTestId("action-review")).toBeVisible();
    expect(await page.getByTestId("action-review").innerText()).not.toBe(firstReview);
    await expect(page.getByTestId("diff-after")).not.toContainText("🙏");
    await page.getByRole("button", { name: "Edit before approving" }).click();
    await expect(page.getByLabel("Your version of the reply")).not.toBeEmpty();
  });

  await test.step("the owner was told: one new_reviews email with the count and the lowest rating", async () => {
    const admin = await page.context().browser()!.newContext({ baseURL });
    await ensureAccount(admin.request, { email: adminAccount.email, name: "Erin Admin" });
    await apiSignIn(admin.request, adminAccount.email);
    const response = await admin.request.get(`/api/admin/emails?template=new-reviews&to=${encodeURIComponent(owner.email)}`);
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { subject: string }[] };
    expect(items.map((item) => item.subject)).toEqual(["1 new review of Trailmix: Hiking Planner (lowest: 1 star)"]);
    await admin.close();
  });
});
