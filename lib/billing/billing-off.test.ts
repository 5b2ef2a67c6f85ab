import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { useApi } from "@/test/use-api";
import { personalTeamOf } from "@/test/personal-team";

// Stripe unset (the default): billing is off and plans change only through an admin.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

const api = useApi();

describe("without Stripe configured", () => {
  it("answers checkout and the portal with 409 billing_not_configured, creating nothing", async () => {
    const client = api.client();
    const { id } = await client.registerAndSignIn();
    for (const response of [await client.post("/api/billing/checkout", { planId: "pro" }), await client.post("/api/billing/portal")]) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe("billing_not_configured");
    }
    expect((await db().team.findUniqueOrThrow({ where: { id: await personalTeamOf(id) } })).stripeCustomerId).toBeNull();
  });

  it("says so in GET /billing and the plan list, and the webhook stores nothing", async () => {
    const client = api.client();
    const { id } = await client.registerAndSignIn();
    expect((await client.get("/api/billing")).body).toEqual({
      teamId: await personalTeamOf(id),
      plan: { id: "free", name: "Free" },
      status: "none",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: null,
      configured: false,
    });
    const plans = (await client.get("/api/billing/plans")).body.items as { purchasable: boolean }[];
    expect(plans.every((plan) => !plan.purchasable)).toBe(true);
    const webhook = await api.client().post("/api/billing/webhook", { id: "evt_1", type: "invoice.paid" });
    expect(webhook.status).toBe(409);
    expect(await db().stripeEvent.count()).toBe(0);
  });

  it("is for signed-in users (the webhook aside)", async () => {
    const anonymous = api.client();
    for (const path of ["/api/usage", "/api/billing", "/api/billing/plans"]) expect((await anonymous.get(path)).status).toBe(401);
  });
});
