import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until a page has loaded its data: no "Loading…" status is left and the network is quiet
 * (for at most two seconds: pages that follow a running sync or job keep polling, and their data is in once no "Loading…" is left).
 */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: /^Loading|Redirecting/ })).toHaveCount(0, { timeout: 30_000 });
}

/**
 * axe-core's WCAG 2.1 A and AA rules; a (soft) failure lists each serious or critical violation
 * and where it is. Sandboxed frames are left out: the service's only one is the admin's preview of
 * an email's HTML (the email as mail clients get it, not the service's UI), and axe reaching into a
 * `sandbox=""` frame makes Debian's headless Chromium refuse to open the page axe finishes in.
 */
export async function expectNoSeriousA11yViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("iframe[sandbox]")
    .options({ iframes: false })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
  expect.soft(serious, `axe on ${path}`).toEqual([]);
}

/**
 * At the current viewport, the page is no wider than the window (nothing scrolls sideways).
 * Asked until it holds: after a resize, charts follow the new width a few frames later (their
 * ResizeObserver), so a page measured at once can still be as wide as before.
 */
export async function expectNoHorizontalScroll(page: Page, path: string) {
  const width = page.viewportSize()?.width;
  await expect.soft
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${path} at ${width}px scrolls sideways`,
    })
    .toBeLessThanOrEqual(0);
}
