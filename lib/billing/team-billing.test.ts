import { afterAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { personalTeamOf } from "@/test/personal-team";
import { useFakeStripe } from "@/test/stripe-webhooks";
import { runJobs } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

// Plans belong to teams: a shared team pays for itself, managed by its owners.
const api = useApi();
const { fake, deliver } = await useFakeStripe(api);

afterAll(async () => {
  await fake.close();
});

const teamRow = (id: string) => db().team.findUniqueOrThrow({ where: { id } });
const paymentFailedEmails = (userId: string) => db().emailMessage.count({ where: { userId, template: "payment-failed" } });

describe("billing per team", () => {
  it("gives a shared team its own customer, subscription and plan, which only its owners manage and every member reads", async () => {
    const owner = await person(api, "Olga Owner");
    const teamId = (await owner.client.post("/api/teams", { name: "Trailmix Studio" })).body.id;
    const [coOwner, admin] = [await person(api, "Cora Owner"), await person(api, "Adam Admin")];
    await joinTeam(owner.client, teamId, coOwner, "owner");
    await joinTeam(owner.client, teamId, admin, "admin");

    for (const path of ["checkout", "portal"]) {
      const refused = await admin.client.post(`/api/teams/${teamId}/billing/${path}`, path === "checkout" ? { planId: "pro" } : undefined);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toContain("billing.manage");
    }
    expect((await (await person(api, "Stranger")).client.post(`/api/teams/${teamId}/billing/checkout`, { planId: "pro" })).status).toBe(
      404,
    );

    const checkout = await owner.client.post(`/api/teams/${teamId}/billing/checkout`, { planId: "pro" });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const { stripeCustomerId: customer } = await teamRow(teamId);
    expect(fake.customers.get(customer!)).toMatchObject({ email: owner.email, metadata: { teamId } });
    const session = fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(session.form.get("client_reference_id")).toBe(teamId);
    expect((await teamRow(await personalTeamOf(owner.id))).stripeCustomerId).toBeNull();

    const subscription = fake.putSubscription({ customer: customer!, price: "price_pro_monthly" });
    await deliver(
      fake.event("checkout.session.completed", {
        id: "cs_team",
        object: "checkout.session",
        client_reference_id: teamId,
        customer,
        subscription: subscription.id,
      }),
    );
    await runJobs();
    expect(await teamRow(teamId)).toMatchObject({ planId: "pro", subscriptionStatus: "active", stripeSubscriptionId: subscription.id });
    expect((await admin.client.get(`/api/teams/${teamId}/billing`)).body).toMatchObject({ teamId, plan: { id: "pro" }, status: "active" });
    expect((await admin.client.get(`/api/teams/${teamId}/usage`)).body.items[0]).toMatchObject({ feature: "apps", limit: 25 });
    // The owner's own plan is their personal team's, untouched.
    expect((await owner.client.get("/api/billing")).body).toMatchObject({ plan: { id: "free" }, status: "none" });
    const log = (await owner.client.get(`/api/teams/${teamId}/audit-log?action=billing.plan_changed`)).body.items;
    expect(log).toEqual([
      expect.objectContaining({
        actorId: null,
        data: { before: { planId: "free" }, after: { planId: "pro" }, by: "stripe", status: "active" },
      }),
    ]);

    // A failed payment is told to the owners (each by their own preferences), not to the admin.
    fake.putSubscription({ id: subscription.id, customer: customer!, price: "price_pro_monthly", status: "past_due" });
    await deliver(fake.event("invoice.payment_failed", { id: "in_team", object: "invoice", customer, subscription: subscription.id }));
    await runJobs();
    expect([await paymentFailedEmails(owner.id), await paymentFailedEmails(coOwner.id), await paymentFailedEmails(admin.id)]).toEqual([
      1, 1, 0,
    ]);
    const email = await db().emailMessage.findFirstOrThrow({ where: { userId: coOwner.id, template: "payment-failed" } });
    expect(email.subject).toBe("Trailmix Studio: the Pro payment failed");
    expect((await owner.client.get(`/api/teams/${teamId}/audit-log?action=billing.payment_failed`)).body.items).toHaveLength(1);

    // A team that would be charged again is not deleted; once its subscription ends, it can be.
    expect((await owner.client.delete(`/api/teams/${teamId}`)).body.code).toBe("team_has_subscription");
    const ended = fake.putSubscription({ id: subscription.id, customer: customer!, price: "price_pro_monthly", status: "canceled" });
    await deliver(fake.event("customer.subscription.deleted", ended));
    await runJobs();
    expect(await teamRow(teamId)).toMatchObject({ planId: "free", subscriptionStatus: "canceled" });
    expect((await owner.client.delete(`/api/teams/${teamId}`)).status).toBe(204);
  });

  it("applies a checkout started before plans moved to teams (its reference an account) to that account's personal team", async () => {
    const owner = await person(api, "Early Payer");
    const customer = `cus_early_${owner.id.slice(-8)}`;
    const subscription = fake.putSubscription({ customer, price: "price_business_monthly" });
    await deliver(
      fake.event("checkout.session.completed", {
        id: "cs_early",
        object: "checkout.session",
        client_reference_id: owner.id,
        customer,
        subscription: subscription.id,
      }),
    );
    await runJobs();
    expect(await teamRow(await personalTeamOf(owner.id))).toMatchObject({ stripeCustomerId: customer, planId: "business" });
  });
});
