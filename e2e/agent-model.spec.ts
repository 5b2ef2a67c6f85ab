import { expect, test, type APIRequestContext } from "@playwright/test";

import demoAccount from "../platform/store-simulator/demo-account.json" with { type: "json" };

import adminAccount from "./admin-account.json" with { type: "json" };
import { apiSignIn, ensureAccount, registerDemoApp, waitForSync } from "./api";
import { uniqueEmail } from "./helpers";

const TRAILMIX = demoAccount.apps[0]!.storeId;
// The fake model e2e/serve.mjs started for this run (e2e/fake-model.mjs).
const fakeModel = `http://127.0.0.1:${process.env.E2E_MODEL_PORT}`;

const steer = async (request: APIRequestContext, mode: "ok" | "rate_limited") =>
  expect((await request.post(`${fakeModel}/control`, { data: { mode } })).status()).toBe(204);

/**
 * Issue 25's "done when": while the model answers 429, the agent page says so in words (with the
 * time it tries again) and the built-in rules keep proposing; once the model answers again, the
 * failure goes away.
 */
test("the agent page shows a model failure in words while the model is rate limited, and recovers", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await steer(page.request, "rate_limited");
  const owner = { email: uniqueEmail("mona"), name: "Mona Owner" };
  await ensureAccount(page.request, owner);
  await apiSignIn(page.request, owner.email);

  await test.step("an admin gives the owner a plan with AI tokens (a free plan never calls the model)", async () => {
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await apiSignIn(admin, adminAccount.email);
      const users = (await (await admin.get(`/api/admin/users?search=${encodeURIComponent(owner.email)}`)).json()) as {
        items: { userId: string }[];
      };
      const updated = await admin.patch("/api/admin/users/update", { data: { userId: users.items[0]!.userId, planId: "pro" } });
      expect(updated.status(), await updated.text()).toBe(200);
    } finally {
      await admin.dispose();
    }
  });

  const appId = await test.step("register the demo app and enable its agent", async () => {
    const id = await registerDemoApp(page.request, TRAILMIX);
    await waitForSync(page.request, id);
    expect((await page.request.post(`/api/apps/${id}/agent/config`, { data: { config: { fields: ["reviewReplies"] } } })).status()).toBe(
      200,
    );
    expect((await page.request.post(`/api/apps/${id}/agent/toggle`, { data: { enabled: true } })).status()).toBe(200);
    return id;
  });

  await test.step("the page says the model failed and when it is tried again; the rules proposed meanwhile", async () => {
    await page.goto(`/apps/${appId}/agent`);
    const failure = page.getByTestId("model-failure");
    await expect(failure).toContainText("The model failed: rate limited by the provider, retrying at", { timeout: 90_000 });
    await expect(failure).toContainText("Rate limit reached for requests");
    await expect(page.getByTestId("agent-status")).toHaveText("Awaiting approval");
    const agent = (await (await page.request.get(`/api/apps/${appId}/agent`)).json()) as { modelFailure: { kind: string } | null };
    expect(agent.modelFailure?.kind).toBe("rate_limited");
  });

  await test.step("the model answers again: after its short back-off the next run clears the failure", async () => {
    await steer(page.request, "ok");
    // The back-off in this run is 2 seconds (e2e/serve.mjs): reject what the rules proposed, and
    // press Run now, until a run asks the model again.
    await expect
      .poll(
        async () => {
          const agent = (await (await page.request.get(`/api/apps/${appId}/agent`)).json()) as {
            status: string;
            pendingAction: unknown;
            modelFailure: unknown;
          };
          if (agent.modelFailure === null) return null;
          if (agent.pendingAction) await page.request.post(`/api/apps/${appId}/agent/reject`, { data: { reason: "Not now" } });
          else if (["sleeping", "idle", "error"].includes(agent.status)) {
            await page.reload();
            await page.getByRole("button", { name: "Run now" }).click();
          }
          return agent.modelFailure;
        },
        { timeout: 60_000, intervals: [3000] },
      )
      .toBeNull();
    await page.reload();
    await expect(page.getByTestId("agent-status")).toBeVisible();
    await expect(page.getByTestId("model-failure")).toBeHidden();
  });
});
