import { expect, test } from "@playwright/test";

import { apiSignIn, ensureAccount } from "./api";
import { uniqueEmail } from "./helpers";

// A team owner adds a webhook on the team's page: an http URL is refused in words, an https one on
// a public address is added with its signing secret shown once; a ping is listed as a delivery;
// removing asks first. (Signing, retries and disabling: lib/webhooks/webhooks.test.ts.)
test("an owner adds a webhook, sees its secret once, pings it and removes it", async ({ page }) => {
  const owner = { email: uniqueEmail("wes"), name: "Wes Owner" };
  await ensureAccount(page.request, owner);
  await apiSignIn(page.request, owner.email);
  const teams = (await (await page.request.get("/api/teams")).json()) as { items: { id: string }[] };
  await page.goto(`/teams/${teams.items[0]!.id}`);
  const card = page.locator("#webhooks");
  await expect(card.getByRole("heading", { name: "Webhooks" })).toBeVisible();
  await expect(card.getByText("No webhooks yet")).toBeVisible();

  await test.step("an http URL is refused under the field, and nothing is added", async () => {
    await card.getByLabel("URL", { exact: true }).fill("http://93.184.216.34/hooks/app-store");
    await card.getByRole("button", { name: "Add webhook" }).click();
    await expect(card.getByLabel("URL", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText("No webhooks yet")).toBeVisible();
  });

  await test.step("an https URL on a public address is added, with its secret shown this once", async () => {
    await card.getByLabel("URL", { exact: true }).fill("https://93.184.216.34/hooks/app-store");
    await card.getByRole("button", { name: "Add webhook" }).click();
    await expect(card.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
    await card.getByRole("button", { name: "I have saved it" }).click();
    await expect(card.getByTestId("webhook-secret")).toHaveCount(0);
    const list = card.getByRole("list", { name: "The team's webhooks" });
    await expect(list).toContainText("https://93.184.216.34/hooks/app-store");
    await expect(list).toContainText("On");
  });

  await test.step("a ping is listed among its deliveries", async () => {
    await card.getByRole("button", { name: "Send ping" }).click();
    const deliveries = card.getByRole("list", { name: "Deliveries" });
    await expect(deliveries).toContainText("webhook.ping");
    await expect(deliveries).toContainText(/Waiting|Failed|Delivered/);
  });

  await test.step("removing asks first", async () => {
    await card.getByRole("button", { name: "Remove" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this webhook?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Remove webhook" }).click();
    await expect(card.getByText("No webhooks yet")).toBeVisible();
  });
});
