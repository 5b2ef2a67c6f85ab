import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, settle } from "./pages";
import { inOwnSandbox } from "./store";

const TRAILMIX = demoAccount.apps[0]!.storeId;
const IPHONE = "6.9-inch iPhone";

/** A screenshot as a phone app makes it: one colour, `width` × `height`, RGB (or RGBA with `alpha`). */
async function screenshotPng(color: string, { width = 1320, height = 2868, alpha = false } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * Drags files from the desktop onto `target`: a real `drop` event (after `dragenter` and
 * `dragover`) whose DataTransfer holds the files, built in the page as the browser builds them.
 */
async function dropFiles(page: Page, target: Locator, files: { name: string; content: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const { name, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: "image/png" }));
      }
      return transfer;
    },
    files.map(({ name, content }) => ({ name, base64: content.toString("base64") })),
  );
  for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
}

/** The file names of a locale's 6.9-inch iPhone set, in order, as the API has them. */
async function iPhoneSet(request: APIRequestContext, appId: string, versionId: string, locale: string): Promise<string[]> {
  const response = await request.get(`/api/apps/${appId}/versions/${versionId}/screenshots?locale=${locale}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    localizations: { sets: { displayType: string; screenshots: { fileName: string }[] }[] }[];
  };
  return body.localizations[0]?.sets.find((set) => set.displayType === "APP_IPHONE_67")?.screenshots.map((shot) => shot.fileName) ?? [];
}

test("a publisher drags two screenshots into a locale, reorders them (keyboard and mouse), copies the set to another locale, and the readiness check turns green", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("sol");
  await ensureAccount(page.request, { email, name: "Sol Screens" });
  await apiSignIn(page.request, email);
  const appId = await registerDemoApp(page.request, TRAILMIX);
  await waitForSync(page.request, appId);
  // "App Store Connect" processes a screenshot at once: the thumbnails come with the upload's end.
  const processing = await inOwnSandbox(page.request, "screenshot-processing", { ms: 0 });
  expect(processing.status(), await processing.text()).toBeLessThan(300);

  // Version 1.5.0, being prepared: English has screenshots, German and French none yet.
  const locales = (await (await page.request.get(`/api/apps/${appId}/locales`)).json()) as {
    version: { id: string; versionString: string; editable: boolean };
  };
  expect(locales.version).toMatchObject({ versionString: "1.5.0", editable: true });
  const versionId = locales.version.id;
  expect(await iPhoneSet(page.request, appId, versionId, "de-DE")).toEqual([]);
  expect(await iPhoneSet(page.request, appId, versionId, "fr-FR")).toEqual([]);

  const warnings = page.getByRole("region", { name: "Worth a look (not blocking)" });
  const germanWarning = /German \(Germany\) shows the [^:]+ 6\.9-inch iPhone screenshots: add its own to show German \(Germany\) ones\./;
  await test.step("the readiness check warns that German shows the primary language's screenshots, and links to its workspace", async () => {
    await page.goto(`/apps/${appId}/versions/${versionId}/release`);
    await expect(warnings).toContainText(germanWarning);
    await warnings.getByRole("link", { name: germanWarning }).click();
    await expect(page).toHaveURL(/\/localizations\?locale=de-DE$/);
  });

  const iPhone = page.getByRole("region", { name: `${IPHONE} screenshots` });
  // German is not the primary language: App Review does not need its own, the App Store shows English ones there.
  const fallback = page.getByRole("status").filter({ hasText: /^Shows the American English screenshots for/ });
  await expect(fallback).toHaveText(`Shows the American English screenshots for ${IPHONE}, 13-inch iPad (it has none of its own).`);
  await expect(iPhone.getByRole("heading")).toContainText("none of its own, the American English ones show here");
  const zone = iPhone.getByRole("group", { name: `Add ${IPHONE} screenshots` });
  await expect(zone).toBeVisible();
  await expect(zone.getByRole("button", { name: /^Add screenshots/ })).toBeEnabled();

  await test.step("a file with transparency is refused by name, and nothing is uploaded", async () => {
    await dropFiles(page, zone, [{ name: "glass.png", content: await screenshotPng("#88ccff80", { alpha: true }) }]);
    const refused = iPhone.getByRole("alert").filter({ hasText: "Nothing was uploaded" });
    await expect(refused).toContainText("glass.png");
    await expect(refused).toContainText("alpha channel (transparency)");
    await refused.getByRole("button", { name: /^Dismiss/ }).click();
    await expect(refused).toBeHidden();
    expect(await iPhoneSet(page.request, appId, versionId, "de-DE")).toEqual([]);
  });

  await test.step("two screenshots dragged onto the missing 6.9-inch iPhone set upload, file by file", async () => {
    await dropFiles(page, zone, [
      { name: "trail-map.png", content: await screenshotPng("#2f6f4f") },
      { name: "summit.png", content: await screenshotPng("#d98c3f") },
    ]);
    const files = iPhone.getByRole("list", { name: "Files being uploaded" });
    for (const name of ["trail-map.png", "summit.png"]) {
      await expect(files.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    }
    await expect(files.getByTestId("upload-file")).toHaveText([/trail-map\.png\s*Uploaded/, /summit\.png\s*Uploaded/]);
    await expect(iPhone.getByRole("status").filter({ hasText: /^Uploaded/ })).toBeVisible();
    // The set, in the order dropped, with its thumbnails from the image's own address (one that
    // opens that image only, never the user's sandbox).
    const captions = iPhone.getByRole("list", { name: `${IPHONE} screenshots in order` }).locator("figcaption");
    await expect(captions).toHaveText(["trail-map.png", "summit.png"], { timeout: 30_000 });
    await expect(iPhone).toContainText("2 of 10");
    const first = iPhone.getByRole("img", { name: `Screenshot 1 of 2, ${IPHONE}` });
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(new URL((await first.getAttribute("src"))!, page.url()).pathname).toMatch(/^\/store-sim\/i\/[^/]+\/_images\//);
    await expect(fallback).not.toContainText(IPHONE);
  });

  await test.step("a display type App Review does not ask for gets a place of its own when chosen", async () => {
    const another = page.getByLabel("Screenshots for another device");
    await expect(another.locator("option", { hasText: IPHONE })).toHaveCount(0);
    await another.selectOption({ label: "11-inch iPad" });
    await page.getByRole("button", { name: "Add this size" }).click();
    const iPad = page.getByRole("region", { name: "11-inch iPad screenshots" });
    await expect(iPad.getByRole("heading")).toContainText("0 of 10");
    await expect(iPad.getByRole("group", { name: "Add 11-inch iPad screenshots" })).toBeVisible();
    await expect(another.locator("option", { hasText: "11-inch iPad" })).toHaveCount(0);
  });

  await test.step("the editable workspace passes axe, and fits a 390 px phone", async () => {
    await settle(page);
    await expectNoSeriousA11yViolations(page, "the locale workspace with an upload");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page, "the locale workspace with an upload");
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const captions = iPhone.getByRole("list", { name: `${IPHONE} screenshots in order` }).locator("figcaption");
  await test.step("the keyboard moves the first screenshot later; the store has the new order", async () => {
    await iPhone.getByRole("button", { name: "Move trail-map.png later" }).focus();
    await page.keyboard.press("Enter");
    await expect(captions).toHaveText(["summit.png", "trail-map.png"]);
    // The focus stays with the moved screenshot (now last, so on its other button), and the move is announced.
    await expect(iPhone.getByRole("button", { name: "Move trail-map.png earlier" })).toBeFocused();
    await expect(iPhone.getByRole("status").filter({ hasText: "trail-map.png moved to place 2 of 2." })).toBeAttached();
    await expect.poll(() => iPhoneSet(page.request, appId, versionId, "de-DE")).toEqual(["summit.png", "trail-map.png"]);
    await page.reload();
    await expect(captions).toHaveText(["summit.png", "trail-map.png"]);
  });

  await test.step("dragging a screenshot onto another puts it in that place", async () => {
    const list = iPhone.getByRole("list", { name: `${IPHONE} screenshots in order` });
    await list
      .getByRole("listitem")
      .filter({ hasText: "trail-map.png" })
      .dragTo(list.getByRole("listitem").filter({ hasText: "summit.png" }));
    await expect(captions).toHaveText(["trail-map.png", "summit.png"]);
    await expect.poll(() => iPhoneSet(page.request, appId, versionId, "de-DE")).toEqual(["trail-map.png", "summit.png"]);
  });

  await test.step("the set is copied to French, after its screenshots", async () => {
    await iPhone.getByRole("button", { name: /^Copy to other languages/ }).click();
    const dialog = page.getByRole("dialog", { name: `Copy the ${IPHONE} screenshots` });
    await expect(dialog.getByLabel("French (France)")).toBeVisible();
    await expect(dialog.getByLabel("German (Germany)")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "the copy dialog");
    // Nothing ticked: the browser says so, and nothing is sent.
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(dialog.getByText("Choose at least 1")).toBeVisible();
    await dialog.getByLabel("French (France)").check();
    await expect(dialog.getByLabel("Add after their screenshots")).toBeChecked();
    // Replacing warns that their screenshots are deleted.
    await dialog.getByLabel("Replace their screenshots").check();
    await expect(dialog).toContainText(`Their current ${IPHONE} screenshots are deleted in App Store Connect`);
    await expect(dialog.getByRole("button", { name: "Copy and replace" })).toBeVisible();
    await dialog.getByLabel("Add after their screenshots").check();
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(dialog).toBeHidden();

    const copies = iPhone.getByRole("list", { name: "Files being copied" });
    for (const name of ["trail-map.png to French (France)", "summit.png to French (France)"]) {
      await expect(copies.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
    }
    await expect(iPhone.getByRole("status").filter({ hasText: "Copied to French (France)" })).toBeVisible();
    await expect.poll(() => iPhoneSet(page.request, appId, versionId, "fr-FR")).toEqual(["trail-map.png", "summit.png"]);
  });

  await test.step("French shows the copies in its own workspace", async () => {
    await page.getByLabel("Locale", { exact: true }).selectOption("fr-FR");
    await expect(page).toHaveURL(/locale=fr-FR/);
    await expect(captions).toHaveText(["trail-map.png", "summit.png"]);
  });

  await test.step("the readiness check is green for the 6.9-inch iPhone in German and French", async () => {
    await page.goto(`/apps/${appId}/versions/${versionId}/release`);
    await page.getByText(/^\d+ checks passed$/).click();
    const done = page.getByRole("region", { name: "Done" });
    await expect(done).toContainText("German (Germany) has its own 6.9-inch iPhone screenshots.");
    await expect(done).toContainText("French (France) has its own 6.9-inch iPhone screenshots.");
    await expect(warnings).not.toContainText(/(German \(Germany\)|French \(France\)) shows the [^:]+ 6\.9-inch iPhone screenshots/);
  });
});
