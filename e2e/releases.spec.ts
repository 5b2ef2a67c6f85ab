import { expect, test, type APIRequestContext } from "@playwright/test";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";
import { inOwnSandbox } from "./store";

const TRAILMIX = demoAccount.apps[0]!.storeId;

/** "App Store Connect" changes behind the service's back, through the user's sandbox's control plane. */
async function inTheStore(request: APIRequestContext, action: string, data: object): Promise<void> {
  const response = await inOwnSandbox(request, action, data);
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A sync asked for now, and waited for. */
async function syncNow(request: APIRequestContext, appId: string): Promise<void> {
  const pulled = await request.get(`/api/apps/${appId}/pull`, { headers: { "content-type": "application/json" } });
  expect(pulled.status()).toBe(202);
  const { taskId } = (await pulled.json()) as { taskId: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/tasks/${taskId}`)).json()) as { status: string }).status, { timeout: 60_000 })
    .toBe("succeeded");
}

test("a publisher ships the demo app's next version: build, review details, review, release and a phased rollout, which the release guard pauses", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  const account = { email: uniqueEmail("rhea"), name: "Rhea Release" };
  await ensureAccount(context.request, account);
  await apiSignIn(context.request, account.email);
  const page = await context.newPage();
  const toast = (text: string) => page.getByRole("region", { name: /^Notifications/ }).getByText(text);
  const appId = await registerDemoApp(page.request, TRAILMIX);
  await waitForSync(page.request, appId);
  // Build 950 arrives from Xcode, processed, with export compliance answered.
  await inTheStore(page.request, "builds", {
    appStoreId: TRAILMIX,
    version: "950",
    processingState: "VALID",
    usesNonExemptEncryption: false,
  });
  await syncNow(page.request, appId);

  await page.goto(`/apps/${appId}/versions`);
  await page.getByRole("link", { name: /^Ship version / }).click();
  await expect(page.getByRole("heading", { name: /^Ship iOS version/ })).toBeVisible();
  const readiness = page.getByRole("region", { name: "To do" });
  await expect(readiness).toContainText("Tell App Review whom to contact");

  const build950 = await page.locator("option", { hasText: "Build 950" }).getAttribute("value");
  await page.getByLabel("Build to ship").selectOption(build950!);
  await page.getByRole("button", { name: "Attach build" }).click();
  await expect(toast("Build 950 is attached.")).toBeVisible();

  await page.getByLabel("After approval").selectOption("MANUAL");
  await page.getByLabel("Phased release for automatic updates").check();
  await page.getByRole("button", { name: "Save release settings" }).click();
  await expect(toast("Release settings saved.")).toBeVisible();

  const details = page.getByRole("form", { name: "App Review details" });
  await details.getByLabel("First name").fill("Rhea");
  await details.getByLabel("Last name").fill("Release");
  await details.getByLabel("Email").fill("rhea@example.com");
  await details.getByLabel("Phone, with country code").fill("+1 408 555 0100");
  await page.getByRole("button", { name: "Save review details" }).click();
  await expect(toast("Review details saved.")).toBeVisible();
  await expect(page.getByText("Ready to submit.")).toBeVisible();

  // Submitting asks first.
  await page.getByRole("button", { name: "Submit for review" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit for review?" });
  await dialog.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast("Submitted: App Review has it.")).toBeVisible();
  await expect(page.getByText("Now: Waiting for review.")).toBeVisible();

  // App Review approves it; the service learns it, and "Release now" is offered.
  const versionStoreId = await page.evaluate(
    async ([app]) => {
      const versions = (await (await fetch(`/api/apps/${app}/versions`)).json()) as { items: { storeId: string; appStoreState: string }[] };
      return versions.items.find((version) => version.appStoreState === "WAITING_FOR_REVIEW")!.storeId;
    },
    [appId],
  );
  await inTheStore(page.request, "review-verdict", { versionId: versionStoreId, verdict: "APPROVED" });
  // App Store Connect's webhook tells the service at once: no sync needed.
  const releaseUrl = `/api/apps/${appId}/versions/${new URL(page.url()).pathname.split("/").at(-2)}/release`;
  await expect
    .poll(async () => ((await (await page.request.get(releaseUrl)).json()) as { appStoreState: string }).appStoreState, { timeout: 15_000 })
    .toBe("PENDING_DEVELOPER_RELEASE");
  await page.reload();
  await expect(page.getByText("Now: Approved, waiting for your release.")).toBeVisible();
  await page.getByRole("button", { name: "Release now" }).click();
  await page.getByRole("dialog", { name: "Release now?" }).getByRole("button", { name: "Release now" }).click();
  await expect(page.getByText("Now: On the App Store.")).toBeVisible();
  const phased = page.getByTestId("phased-release-status");
  await expect(phased).toHaveText("Rolling out: day 1 of 7, 1 % of automatic updates.");

  await page.getByRole("button", { name: "Pause rollout" }).click();
  await expect(phased).toHaveText(/^Paused: day 1 of 7/);
  await page.getByRole("button", { name: "Resume rollout" }).click();
  await expect(phased).toHaveText(/^Rolling out: day 1 of 7/);

  const timeline = page.getByRole("list", { name: "Timeline" });
  for (const state of ["Being prepared", "Waiting for review", "Approved, waiting for your release", "On the App Store"]) {
    await expect(timeline.getByText(state, { exact: true })).toBeVisible();
  }
  await expect(timeline).toContainText("Told by App Store Connect (webhook)");
  await expect(timeline).toContainText(`Done through the service by ${account.name}`);
  await expect(timeline.getByText("Phased release paused", { exact: true })).toBeVisible();
  const releasePage = page.url();

  // The release guard, set in the app's settings: a share out of range is refused before anything is sent.
  await page.goto(`/apps/${appId}/settings`);
  const guard = page.getByRole("form", { name: "Release guard" });
  await guard.getByLabel("Guard phased releases of this app").check();
  await guard.getByLabel("When it trips").selectOption("pause");
  await guard.getByLabel("Share of 1–2 star reviews above").fill("0");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/release-guard") && request.method() === "PUT") sent.push(request.url());
  });
  await guard.getByRole("button", { name: "Save the guard" }).click();
  await expect(guard.getByText("At least 1", { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
  await guard.getByLabel("Share of 1–2 star reviews above").fill("30");
  await guard.getByLabel("Out of at least").fill("3");
  await guard.getByRole("button", { name: "Save the guard" }).click();
  await expect(toast("Release guard on.")).toBeVisible();

  // Customers write 1-star reviews of the new version; the next sync brings them, and the guard pauses the rollout.
  for (const title of ["Crashes on launch", "Lost my hikes", "Broken since the update"]) {
    await inTheStore(page.request, "reviews", { appStoreId: TRAILMIX, rating: 1, title, body: "Since the update…", territory: "USA" });
  }
  await syncNow(page.request, appId);
  await page.goto(releasePage);
  await expect(phased).toHaveText(/^Paused: day 1 of 7/);
  await expect(timeline).toContainText("Done by the app's release guard");
  await expect(timeline).toContainText("The release guard paused it: 3 of the 3 reviews");
  await context.close();
});
