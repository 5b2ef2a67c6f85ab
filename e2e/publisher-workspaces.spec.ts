import { expect, test } from "@playwright/test";

import { allReviews, apiSignIn, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail, uniqueWord } from "./helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, settle } from "./pages";
import { demoStore } from "./store";

const TRAILMIX = "6449000001"; // the demo app with an app info being prepared (name and subtitle editable)

/** The dashboard's sales range: the last 30 full UTC days. */
function salesRange(now = Date.now()) {
  const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(30), to: day(1) };
}

test.describe("a publisher's workspaces", () => {
  let appId: string;

  test.beforeEach(async ({ page }) => {
    const email = uniqueEmail("wren");
    await ensureAccount(page.request, { email, name: "Wren Publisher" });
    await apiSignIn(page.request, email);
    appId = await registerDemoApp(page.request, TRAILMIX);
    await waitForSync(page.request, appId);
  });

  test("the dashboard shows the rating histogram and the sales chart with the synced figures", async ({ page }) => {
    const range = salesRange();
    await page.goto(`/apps/${appId}`);
    await expect(page.getByRole("heading", { level: 1, name: /Trailmix/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await test.step("ratings: histogram and average match the reviews the API lists", async () => {
      const reviews = await allReviews(page.request, appId);
      expect(reviews.length).toBeGreaterThan(0);
      const histogram = page.getByTestId("rating-histogram");
      for (const stars of [5, 4, 3, 2, 1]) {
        await expect(histogram.getByTestId(`histogram-${stars}`)).toHaveAttribute(
          "data-count",
          String(reviews.filter((review) => review.rating === stars).length),
        );
      }
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      // The API rounds the mean to two decimals; the page shows one.
      await expect(page.getByTestId("rating-average")).toHaveText((Math.round(average * 100) / 100).toFixed(1));
      await expect(page.getByTestId("rating-count")).toHaveText(`${reviews.length} ratings`);
      // The monthly trend: twelve months, each in the figures table.
      const trend = page.getByTestId("rating-trend");
      await trend.getByText("Show the figures").click();
      await expect(trend.getByRole("row")).toHaveCount(13);
    });

    await test.step("sales: units and proceeds match the sales API over the same 30 days", async () => {
      const response = await page.request.get(`/api/apps/${appId}/analytics/sales?from=${range.from}&to=${range.to}`);
      expect(response.status()).toBe(200);
      const sales = (await response.json()) as { totals: { currency: string; units: number; proceeds: string }[]; days: unknown[] };
      expect(sales.days.length).toBeGreaterThan(0);
      const units = sales.totals.reduce((sum, total) => sum + total.units, 0);
      await expect(page.getByTestId("sales-units")).toHaveAttribute("data-value", String(units), { timeout: 30_000 });
      await expect(page.getByTestId("sales-units")).toHaveText(units.toLocaleString("en-US"));
      const proceeds = page.getByTestId("sales-proceeds");
      const currency = (await proceeds.getAttribute("data-currency"))!;
      expect(await proceeds.getAttribute("data-value")).toBe(sales.totals.find((total) => total.currency === currency)!.proceeds);
      // The chart draws one bar per day; its figures table has one row per day of the range.
      const chart = page.getByTestId("sales-chart");
      await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await chart.getByText("Show the figures").click();
      await expect(chart.getByRole("row")).toHaveCount(31);
    });
  });

  test("a subtitle over 30 characters is refused; a valid one reaches App Store Connect", async ({ page }) => {
    await page.goto(`/apps/${appId}/localizations?locale=de-DE`);
    const form = page.getByRole("form", { name: "Texts in German (Germany)" });
    const subtitle = form.getByLabel("Subtitle", { exact: true });
    const save = form.getByRole("button", { name: "Save to App Store Connect" });

    await subtitle.fill("Wandern, planen und entdecken!!"); // 31 characters
    await expect(subtitle).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("31 / 30")).toBeVisible();
    await expect(save).toBeDisabled();
    // The API refuses it too, naming the field.
    const refused = await page.request.patch(`/api/apps/${appId}/app-info/localizations/de-DE`, {
      data: { subtitle: "Wandern, planen und entdecken!!" },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(["body.subtitle"]);

    const valid = `Wandern leicht ${uniqueWord().slice(-8)}`;
    await subtitle.fill(valid);
    await expect(subtitle).not.toHaveAttribute("aria-invalid", "true");
    await save.click();
    await expect(page.getByText("German (Germany) saved to App Store Connect.")).toBeVisible();
    await expect(save).toBeDisabled();

    // What App Store Connect (the simulator) holds now, read with the service's own store client.
    const info = (await (await page.request.get(`/api/apps/${appId}/app-info`)).json()) as { storeId: string };
    const localizations = await (await demoStore(page.request)).listAppInfoLocalizations(info.storeId);
    expect(localizations.find((item) => item.attributes?.locale === "de-DE")?.attributes?.subtitle).toBe(valid);
  });

  test("the locale workspace shows the version's screenshots, and which ones a language without its own shows", async ({ page }) => {
    await page.goto(`/apps/${appId}/localizations?locale=en-US`);
    const iPhone = page.getByRole("region", { name: "6.9-inch iPhone screenshots" });
    await expect(iPhone).toContainText(/\d of 10/);
    const first = iPhone.getByRole("img", { name: /^Screenshot 1 of \d+, 6\.9-inch iPhone$/ });
    await first.scrollIntoViewIfNeeded();
    // The thumbnail really loads from the store's image address (the CSP lets it).
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await page.getByLabel("Locale", { exact: true }).selectOption("fr-FR");
    await expect(
      page.getByRole("status").filter({ hasText: "Shows the American English screenshots for 6.9-inch iPhone, 13-inch iPad" }),
    ).toBeVisible();
  });

  test("switching locale or leaving with unsaved edits asks first", async ({ page }) => {
    await page.goto(`/apps/${appId}/localizations?locale=de-DE`);
    const promo = page.getByRole("form", { name: "Texts in German (Germany)" }).getByLabel("Promotional text", { exact: true });
    await promo.fill("Jetzt neu: Routen offline!");
    const dialog = page.getByRole("dialog", { name: "Discard your changes?" });

    await page.getByLabel("Locale", { exact: true }).selectOption("fr-FR");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/locale=de-DE/);
    await expect(page.getByLabel("Locale", { exact: true })).toHaveValue("de-DE");
    await expect(promo).toHaveValue("Jetzt neu: Routen offline!");

    // Leaving the page through a link is held too.
    await page.getByRole("navigation", { name: "App sections" }).getByRole("link", { name: "Reviews" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/localizations\?locale=de-DE/);

    await page.getByLabel("Locale", { exact: true }).selectOption("fr-FR");
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(page).toHaveURL(/locale=fr-FR/);
    await expect(page.getByRole("form", { name: "Texts in French (France)" })).toBeVisible();
    // Without edits, switching does not ask.
    await page.getByLabel("Locale", { exact: true }).selectOption("it");
    await expect(page).toHaveURL(/locale=it/);
    await expect(dialog).toBeHidden();
  });

  test("the reviews page shows Apple's summary of recent reviews with its date, on a phone too", async ({ page }) => {
    const figures = (await (await page.request.get(`/api/apps/${appId}/reviews/summary`)).json()) as {
      appleSummaries: { territory: string; locale: string; text: string; createdAt: string }[];
    };
    const [main, ...others] = figures.appleSummaries;
    expect(main).toMatchObject({ territory: "USA", locale: "en-US" });
    await page.goto(`/apps/${appId}/reviews`);
    const card = page.getByRole("region", { name: /Apple.s summary of recent reviews/ });
    await expect(card).toContainText(main!.text);
    await expect(card).toContainText("United States storefront, in American English, written");
    await expect(card.locator("time").first()).toHaveAttribute("datetime", main!.createdAt);
    // The other storefronts' summaries, folded until asked for.
    const german = others.find((summary) => summary.locale === "de-DE")!;
    await expect(card.getByText(german.text)).toBeHidden();
    await card.getByText(`in ${others.length} other storefronts or languages`).click();
    await expect(card.getByText(german.text)).toBeVisible();
    await expect(card.locator('blockquote[lang="de-DE"]')).toHaveText(german.text);

    await settle(page);
    await expectNoSeriousA11yViolations(page, "reviews with Apple's summary");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page, "reviews with Apple's summary");
    await expect(card).toContainText(main!.text);
  });

  test("deleting a response asks first and can be undone", async ({ page }) => {
    // The newest answered review: the first of the filtered list.
    const listed = (await (await page.request.get(`/api/apps/${appId}/reviews?responded=true&limit=1`)).json()) as {
      items: { id: string; response: { body: string } }[];
    };
    const { id: reviewId, response } = listed.items[0]!;
    const body = response.body;
    // The page's timers on a clock the test moves: the undo window (6 s) passes at once.
    await page.clock.install();
    await page.goto(`/apps/${appId}/reviews?responded=true`);
    await expect(page.getByTestId("review-count")).toContainText("match these filters");
    const review = page.getByTestId("review").first();
    await expect(review.getByTestId("review-response")).toContainText(body);
    const deletions: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE" && request.url().includes("/response")) deletions.push(request.url());
    });

    await review.getByRole("button", { name: "Delete response" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your response?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(review.getByTestId("review-response")).toContainText(body);

    await review.getByRole("button", { name: "Delete response" }).click();
    await dialog.getByRole("button", { name: "Delete response" }).click();
    await expect(review.getByTestId("review-response")).toBeHidden();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(review.getByTestId("review-response")).toContainText(body);
    // Past the undo window, nothing was sent and the response is still there.
    await page.clock.runFor(7_000);
    await page.reload();
    await expect(page.getByTestId("review").first().getByTestId("review-response")).toContainText(body);
    expect(deletions).toEqual([]);

    // Confirmed and not undone: the deletion reaches the API once the window ends.
    const first = page.getByTestId("review").first();
    await first.getByRole("button", { name: "Delete response" }).click();
    const sent = page.waitForResponse(
      (response) => response.request().method() === "DELETE" && response.url().endsWith(`/reviews/${reviewId}/response`),
    );
    await dialog.getByRole("button", { name: "Delete response" }).click();
    await page.clock.runFor(7_000);
    expect((await sent).status()).toBe(204);
    const after = await allReviews(page.request, appId);
    expect(after.find((item) => item.id === reviewId)!.response).toBeNull();
  });
});
