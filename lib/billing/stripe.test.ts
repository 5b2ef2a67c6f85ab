import { createHash, randomUUID } from "node:crypto";

import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import type { ApiClient } from "@/test/api-client";
import { emailedLink } from "@/test/account-emails";
import type { FakeSubscription } from "@/test/fake-stripe";
import { useFakeStripe } from "@/test/stripe-webhooks";
import { runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { processStripeEvent } from "./process-stripe-event";
import { personalTeamOf } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

// The official SDK against a local fake Stripe over HTTP; webhooks signed with the SDK's own
// test header. Read once per file, at the first env() call: set before anything runs.
const api = useApi();
const { fake, webhookSecret, signer, deliver } = await useFakeStripe(api);

afterAll(async () => {
  await fake.close();
});

/** A new account, signed in; its personal team is what the short billing paths act on. */
async function newUser() {
  const client = api.client();
  const { id } = await client.registerAndSignIn();
  return { client, id, teamId: await personalTeamOf(id) };
}

/** A user whose personal team has a Stripe customer (as after their first checkout). */
async function customerUser() {
  const user = await newUser();
  const checkout = await user.client.post("/api/billing/checkout", { planId: "pro" });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const { stripeCustomerId } = await db().team.findUniqueOrThrow({ where: { id: user.teamId } });
  return { ...user, customer: stripeCustomerId! };
}

/** The billing columns of the user's personal team. */
const userRow = async (id: string) => db().team.findUniqueOrThrow({ where: { id: await personalTeamOf(id) } });

/**
 * An invoice of `subscription` as the SDK's API version has it (`parent.subscription_details`);
 * `legacy` puts the subscription where versions before 2025-03-31 did (`subscription`).
 */
function invoice(id: string, customer: string, subscription: string | null, legacy = false) {
  if (!subscription) return { id, object: "invoice", customer, parent: null };
  if (legacy) return { id, object: "invoice", customer, subscription };
  return {
    id,
    object: "invoice",
    customer,
    parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} }, quote_details: null },
  };
}

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const;

/** Every log line written while `work` runs, as text: objects as JSON, errors with their message and stack (as pino writes them). */
async function logLinesDuring(work: () => Promise<void>): Promise<string[]> {
  const spies = LOG_LEVELS.map((level) => vi.spyOn(log, level));
  try {
    await work();
    return spies.flatMap((spy) =>
      spy.mock.calls.map((args) =>
        JSON.stringify(args, (_key, value: unknown) => (value instanceof Error ? pino.stdSerializers.err(value) : value)),
      ),
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const outcomeOf = async (eventId: string) => db().stripeEvent.findUniqueOrThrow({ where: { id: eventId } });
const paymentFailedEmails = (userId: string) => db().emailMessage.count({ where: { userId, template: "payment-failed" } });

describe("checkout and the portal", () => {
  it("creates the customer once, and a Checkout Session for the plan's price with the personal team as reference", async () => {
    const { client, id, teamId } = await newUser();
    const first = await client.post("/api/billing/checkout", { planId: "pro" });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const user = await userRow(id);
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    expect(fake.customers.get(user.stripeCustomerId!)?.metadata).toEqual({ teamId });

    const session = fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(session.form.get("client_reference_id")).toBe(teamId);
    expect(session.form.get("customer")).toBe(user.stripeCustomerId);
    expect(session.form.get("mode")).toBe("subscription");
    expect(session.form.get("line_items[0][price]")).toBe("price_pro_monthly");
    expect(session.form.get("success_url")).toMatch(new RegExp(`/settings/billing\\?team=${teamId}&checkout=success$`));

    const customersBefore = fake.customers.size;
    const again = await client.post("/api/billing/checkout", { planId: "business" });
    expect(again.status).toBe(200);
    expect(fake.customers.size).toBe(customersBefore);
    expect(
      fake.requests
        .filter((request) => request.path === "/v1/checkout/sessions")
        .at(-1)!
        .form.get("line_items[0][price]"),
    ).toBe("price_business_monthly");
    // Plans change when Stripe says so, not when checkout starts.
    expect((await userRow(id)).planId).toBe("free");
  });

  it("refuses checkout for free or an unknown plan", async () => {
    const { client } = await newUser();
    expect((await client.post("/api/billing/checkout", { planId: "free" })).status).toBe(400);
    expect((await client.post("/api/billing/checkout", { planId: "gold" })).status).toBe(400);
  });

  it("opens the Customer Portal, and sends a subscribed user there instead of a second checkout", async () => {
    const { client, teamId, customer } = await customerUser();
    const portal = await client.post("/api/billing/portal");
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.requests.at(-1)!.form.get("customer")).toBe(customer);

    await db().team.update({ where: { id: teamId }, data: { subscriptionStatus: "active", planId: "pro" } });
    const checkout = await client.post("/api/billing/checkout", { planId: "business" });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/\/portal\/bps_/);
  });

  it("answers 503 when Stripe keeps failing, and the next try works", async () => {
    const { client } = await customerUser();
    fake.failures.push(503, 503, 503);
    const refused = await client.post("/api/billing/portal");
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe("service_unavailable");
    expect(JSON.stringify(refused.body)).not.toContain("Stripe is having trouble");
    expect((await client.post("/api/billing/portal")).status).toBe(200);
  });

  it("lists the plans, purchasable with prices configured", async () => {
    const { client } = await newUser();
    const plans = await client.get("/api/billing/plans");
    expect(plans.status).toBe(200);
    expect(plans.body.items.map((plan: { id: string; purchasable: boolean }) => [plan.id, plan.purchasable])).toEqual([
      ["free", false],
      ["pro", true],
      ["business", true],
    ]);
    expect(plans.body.items[1].limits).toEqual({
      apps: 25,
      sync_interval: 5,
      manual_syncs: 200,
      agent_actions: 2000,
      ai_tokens: 2_000_000,
      seats: 10,
    });
  });
});

describe("the webhook", () => {
  let subscribed: { client: ApiClient; id: string; teamId: string; customer: string; subscription: FakeSubscription };

  beforeAll(async () => {
    const user = await customerUser();
    const subscription = fake.putSubscription({ customer: user.customer, price: "price_pro_monthly" });
    subscribed = { ...user, subscription };
  });

  it("stores a signed event before answering and applies it in the background: a crash in between loses nothing", async () => {
    const session = {
      id: "cs_test_done",
      object: "checkout.session",
      client_reference_id: subscribed.teamId,
      customer: subscribed.customer,
      subscription: subscribed.subscription.id,
    };
    const event = fake.event("checkout.session.completed", session);
    const answer = await deliver(event);
    expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });

    // The process "dies" here: nothing has run, yet the event and its processing request are stored.
    const stored = await db().stripeEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(stored.processedAt).toBeNull();
    const outbox = await db().jobEvent.findMany({
      where: { name: "billing/stripe.event_received", data: { path: ["stripeEventId"], equals: event.id } },
    });
    expect(outbox).toHaveLength(1);
    expect((await userRow(subscribed.id)).planId).toBe("free");

    // A runner started afterwards processes it.
    await runJobs();
    const user = await userRow(subscribed.id);
    expect(user).toMatchObject({
      planId: "pro",
      subscriptionStatus: "active",
      stripeSubscriptionId: subscribed.subscription.id,
      cancelAtPeriodEnd: false,
    });
    expect(user.currentPeriodEnd?.getTime()).toBe(subscribed.subscription.items.data[0]!.current_period_end * 1000);
    expect((await db().stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).processedAt).not.toBeNull();

    const billing = await subscribed.client.get("/api/billing");
    expect(billing.body).toMatchObject({
      plan: { id: "pro", name: "Pro" },
      status: "active",
      provider: "stripe",
      cancelAtPeriodEnd: false,
      configured: true,
    });

    // Processing again (a step retried after its result was lost) changes nothing.
    expect(await processStripeEvent(event.id)).toMatchObject({ alreadyProcessed: true });
  });

  it("answers a replay 200 and changes nothing", async () => {
    const event = fake.event("customer.subscription.updated", subscribed.subscription);
    expect((await deliver(event)).body.duplicate).toBe(false);
    await runJobs();
    const processedAt = (await db().stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).processedAt;
    const replay = await deliver(event);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    await runJobs();
    expect(await db().stripeEvent.count({ where: { id: event.id } })).toBe(1);
    expect((await db().stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).processedAt).toEqual(processedAt);
    expect(
      await db().jobEvent.count({ where: { name: "billing/stripe.event_received", data: { path: ["stripeEventId"], equals: event.id } } }),
    ).toBe(1);
  });

  it("refuses a bad, missing or stale signature, or a changed body, with 400 and stores nothing", async () => {
    const event = fake.event("customer.subscription.updated", subscribed.subscription);
    const answers = [
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: "t=1,v1=deadbeef" }),
      await deliver(event, { tamper: (payload) => payload.replace("price_pro_monthly", "price_business_monthly") }),
      await deliver(event, {
        signature: signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: webhookSecret,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { code: "invalid_signature" } });
    expect(await db().stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("applies subscriptions as Stripe has them now, whatever order the events come in", async () => {
    const { id, customer } = await customerUser();
    const created = fake.putSubscription({ customer, price: "price_pro_monthly", status: "incomplete" });
    const createdEvent = fake.event("customer.subscription.created", created, 1_900_000_000);
    // Then paid and upgraded: the latest state, which Stripe now holds.
    const latest = fake.putSubscription({
      id: created.id,
      customer,
      price: "price_business_monthly",
      status: "active",
      cancelAtPeriodEnd: true,
    });
    const updatedEvent = fake.event("customer.subscription.updated", latest, 1_900_000_060);

    await deliver(updatedEvent);
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "business", subscriptionStatus: "active", cancelAtPeriodEnd: true });
    await deliver(createdEvent);
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "business", subscriptionStatus: "active", cancelAtPeriodEnd: true });
  });

  it("records and ignores events for unknown prices and customers", async () => {
    const { id, customer } = await customerUser();
    const foreignPrice = fake.putSubscription({ customer, price: "price_someone_elses" });
    const unknownPrice = fake.event("customer.subscription.created", foreignPrice);
    const strangerSubscription = fake.putSubscription({ customer: "cus_not_ours", price: "price_pro_monthly" });
    const unknownCustomer = fake.event("customer.subscription.created", strangerSubscription);
    const unhandled = fake.event("charge.refunded", { id: "ch_1", object: "charge" });
    for (const event of [unknownPrice, unknownCustomer, unhandled]) expect((await deliver(event)).status).toBe(200);
    await runJobs();
    const outcomes = await db().stripeEvent.findMany({ where: { id: { in: [unknownPrice.id, unknownCustomer.id, unhandled.id] } } });
    expect(Object.fromEntries(outcomes.map((row) => [row.id, row.outcome]))).toEqual({
      [unknownPrice.id]: "ignored: unknown price",
      [unknownCustomer.id]: "ignored: unknown customer",
      [unhandled.id]: "ignored: not handled",
    });
    expect(await userRow(id)).toMatchObject({ planId: "free", subscriptionStatus: "none" });
  });

  it("marks a failed payment past due and notifies the user by email; a paid invoice makes it active again", async () => {
    const { id, customer } = await customerUser();
    const subscription = fake.putSubscription({ customer, price: "price_pro_monthly" });
    await deliver(fake.event("customer.subscription.created", subscription));
    await runJobs();
    // Stripe marks the subscription past due as the renewal's payment fails.
    fake.putSubscription({ id: subscription.id, customer, price: "price_pro_monthly", status: "past_due" });
    await deliver(fake.event("invoice.payment_failed", invoice("in_1", customer, subscription.id)));
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "pro", subscriptionStatus: "past_due" });
    const emails = await db().emailMessage.findMany({ where: { userId: id, template: "payment-failed" } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Your Pro payment failed");
    expect(emails[0]!.status).toBe("sent");

    fake.putSubscription({ id: subscription.id, customer, price: "price_pro_monthly", status: "active" });
    await deliver(fake.event("invoice.paid", invoice("in_1", customer, subscription.id)));
    await runJobs();
    expect((await userRow(id)).subscriptionStatus).toBe("active");
  });

  it("ends the plan when the subscription is deleted, pausing apps beyond the free limit", async () => {
    const { id, customer } = await customerUser();
    const subscription = fake.putSubscription({ customer, price: "price_business_monthly" });
    await deliver(fake.event("customer.subscription.created", subscription));
    await runJobs();
    expect((await userRow(id)).planId).toBe("business");
    for (let index = 0; index < 4; index++) {
      await db().app.create({
        data: {
          teamId: await personalTeamOf(id),
          userId: id,
          storeId: `s-${index}`,
          name: `App ${index}`,
          credentialId: await teamKeyOf(await personalTeamOf(id)),
          vendorNumber: "1",
          pullInterval: 5,
          createdAt: new Date(Date.now() - (10 - index) * 60_000),
        },
      });
    }
    const canceled = fake.putSubscription({ id: subscription.id, customer, price: "price_business_monthly", status: "canceled" });
    await deliver(fake.event("customer.subscription.deleted", canceled));
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "free", subscriptionStatus: "canceled" });
    const apps = await db().app.findMany({ where: { userId: id }, orderBy: { createdAt: "asc" } });
    expect(apps.map((app) => [app.name, app.suspendedAt !== null, app.pullInterval])).toEqual([
      ["App 0", false, 15],
      ["App 1", false, 15],
      ["App 2", false, 15],
      ["App 3", true, 15],
    ]);
  });
});

describe("stale, foreign and unusable events", () => {
  /** A user on Pro through `subscription`, applied from its event; Stripe says active. */
  async function proUser() {
    const user = await customerUser();
    const subscription = fake.putSubscription({ customer: user.customer, price: "price_pro_monthly" });
    await deliver(fake.event("customer.subscription.created", subscription));
    await runJobs();
    expect(await userRow(user.id)).toMatchObject({ planId: "pro", subscriptionStatus: "active", stripeSubscriptionId: subscription.id });
    return { ...user, subscription };
  }

  it("ignores a failed payment delivered after the invoice was paid (or older than what was applied): the subscription stays active, no email", async () => {
    const { id, customer, subscription } = await proUser();
    // The renewal failed at first, then was paid; Stripe's subscription is active again.
    const failed = fake.event("invoice.payment_failed", invoice("in_renewal", customer, subscription.id), 1_900_000_000);
    const paid = fake.event("invoice.paid", invoice("in_renewal", customer, subscription.id), 1_900_000_600);
    await deliver(paid);
    await runJobs();
    await deliver(failed);
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "pro", subscriptionStatus: "active" });
    expect(await paymentFailedEmails(id)).toBe(0);
    expect((await outcomeOf(failed.id)).outcome).toBe("payment failed, since settled: plan pro, status active");

    // The same with the invoice as older API versions send it (the subscription at the top).
    const legacyFailed = fake.event("invoice.payment_failed", invoice("in_old", customer, subscription.id, true), 1_800_000_000);
    await deliver(legacyFailed);
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "pro", subscriptionStatus: "active" });
    expect(await paymentFailedEmails(id)).toBe(0);
    expect((await outcomeOf(legacyFailed.id)).processedAt).not.toBeNull();
  });

  it("ignores invoices of a subscription that is not the user's current one, or of none", async () => {
    const { id, customer, subscription } = await proUser();
    // An earlier subscription, replaced by the current one, whose last invoice failed.
    const earlier = fake.putSubscription({ customer, price: "price_business_monthly", status: "past_due" });
    const oldFailure = fake.event("invoice.payment_failed", invoice("in_earlier", customer, earlier.id));
    const oneOff = fake.event("invoice.payment_failed", invoice("in_one_off", customer, null));
    for (const event of [oldFailure, oneOff]) expect((await deliver(event)).status).toBe(200);
    await runJobs();
    expect((await outcomeOf(oldFailure.id)).outcome).toBe("ignored: not the current subscription");
    expect((await outcomeOf(oneOff.id)).outcome).toBe("ignored: not a subscription's invoice");
    expect(await userRow(id)).toMatchObject({ planId: "pro", subscriptionStatus: "active", stripeSubscriptionId: subscription.id });
    expect(await paymentFailedEmails(id)).toBe(0);
  });

  it("never makes a free user without a subscription past due nor tells them their Free payment failed", async () => {
    const { id, customer } = await customerUser();
    // A checkout whose first payment failed: Stripe's subscription never became theirs here.
    const abandoned = fake.putSubscription({ customer, price: "price_pro_monthly", status: "incomplete" });
    const failed = fake.event("invoice.payment_failed", invoice("in_first", customer, abandoned.id));
    const paid = fake.event("invoice.paid", invoice("in_first", customer, abandoned.id));
    for (const event of [failed, paid]) expect((await deliver(event)).status).toBe(200);
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "free", subscriptionStatus: "none", stripeSubscriptionId: null });
    expect(await paymentFailedEmails(id)).toBe(0);
    for (const event of [failed, paid]) expect((await outcomeOf(event.id)).outcome).toBe("ignored: not the current subscription");
  });

  it("ignores a checkout naming a customer linked to another team, once, instead of retrying it", async () => {
    const owner = await customerUser();
    const other = await newUser();
    const taken = fake.event("checkout.session.completed", {
      id: "cs_test_taken",
      object: "checkout.session",
      client_reference_id: other.teamId,
      customer: owner.customer,
      subscription: null,
    });
    expect((await deliver(taken)).status).toBe(200);
    await runJobs();
    const row = await outcomeOf(taken.id);
    expect(row.processedAt).not.toBeNull();
    expect(row.outcome).toBe("ignored: customer belongs to another team");
    expect(await userRow(other.id)).toMatchObject({ stripeCustomerId: null, planId: "free" });
    expect((await userRow(owner.id)).stripeCustomerId).toBe(owner.customer);
    expect(await processStripeEvent(taken.id)).toEqual({ outcome: "ignored: customer belongs to another team", alreadyProcessed: true });
  });

  it("records a signed event whose `created` is not a time (huge, negative, fractional, text, missing) as ignored, answers 200, and logs none of it", async () => {
    const marker = `payload-marker-${randomUUID()}`;
    const events = [1e20, -1, 1.5, "1900000000", undefined].map((created) => ({
      ...fake.event("charge.refunded", { id: "ch_1", object: "charge", description: marker }),
      created,
    }));
    const lines = await logLinesDuring(async () => {
      for (const event of events) expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
      await runJobs();
    });
    const rows = await db().stripeEvent.findMany({ where: { id: { in: events.map((event) => event.id) } } });
    expect(rows).toHaveLength(events.length);
    for (const row of rows) {
      expect(row.outcome).toBe("ignored: created out of range");
      expect(row.processedAt).not.toBeNull();
    }
    // Nothing to process: no job was requested for them.
    const requested = await db().jobEvent.findMany({ where: { name: "billing/stripe.event_received" } });
    expect(requested.filter((job) => events.some((event) => JSON.stringify(job.data).includes(event.id)))).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    // A replay is a duplicate, as for any event.
    expect((await deliver(events[0]!)).body).toEqual({ received: true, duplicate: true });
  });

  it("answers 200, never 500, to any signed body, recording what it cannot use as ignored and logging none of it", async () => {
    const marker = `payload-marker-${randomUUID()}`;
    const valid = () => fake.event("charge.refunded", { id: "ch_1", object: "charge", description: marker });
    // Nested 100,000 deep (written as text: JSON.stringify would exhaust the stack on it).
    const deep = "DEEP_PLACEHOLDER";
    const deepText = `${"[".repeat(100_000)}${JSON.stringify(marker)}${"]".repeat(100_000)}`;
    const cases: { body: unknown; outcome: string }[] = [
      { body: null, outcome: "ignored: not an event" },
      { body: [marker], outcome: "ignored: not an event" },
      { body: marker, outcome: "ignored: not an event" },
      { body: 42, outcome: "ignored: not an event" },
      { body: { marker }, outcome: "ignored: not an event" },
      { body: { ...valid(), id: 5 }, outcome: "ignored: not an event" },
      { body: { ...valid(), id: `evt_${"x".repeat(10_000)}` }, outcome: "ignored: not an event" },
      { body: { ...valid(), id: "evt_\u0000" }, outcome: "ignored: not an event" },
      { body: { ...valid(), type: { marker } }, outcome: "ignored: not an event" },
      { body: { ...valid(), data: marker }, outcome: "ignored: not an event" },
      { body: { ...valid(), data: { object: deep } }, outcome: "ignored: nested too deeply" },
      // Not JSON (its text is the body), and a thin event, which the SDK refuses to build.
      { body: "NOT_JSON_PLACEHOLDER", outcome: "ignored: not an event" },
      {
        body: { id: "evt_thin_1", object: "v2.core.event", type: "v1.billing.meter.no_meter_found", marker },
        outcome: "ignored: not an event",
      },
      // Text PostgreSQL cannot hold (NUL, a lone surrogate), in values and keys: kept as U+FFFD, and processed.
      {
        body: { ...valid(), data: { object: { id: "ch_1", object: "charge", description: `${marker}\u0000\ud800`, "key\u0000": 1 } } },
        outcome: "ignored: not handled",
      },
    ];
    const bodies = cases.map(({ body }) =>
      JSON.stringify(body).replace(JSON.stringify(deep), deepText).replace('"NOT_JSON_PLACEHOLDER"', `{"id": "${marker}`),
    );
    const lines = await logLinesDuring(async () => {
      for (const body of bodies) {
        const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
        const response = await fetch(`${api.url}/api/billing/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": header },
          body,
        });
        expect([response.status, await response.json()], body.slice(0, 80)).toEqual([200, { received: true, duplicate: false }]);
      }
      await runJobs();
    });
    for (const [index, body] of bodies.entries()) {
      const parsed = (body.startsWith(`{"id": "${marker}`) ? {} : JSON.parse(body)) as { id?: unknown };
      const usableId = typeof parsed?.id === "string" && parsed.id.length < 100 && !parsed.id.includes("\u0000");
      const id = usableId ? (parsed.id as string) : `unusable_${createHash("sha256").update(body).digest("hex")}`;
      const row = await db().stripeEvent.findUnique({ where: { id } });
      expect(row?.outcome, body.slice(0, 80)).toBe(cases[index]!.outcome);
    }
    const cleaned = await outcomeOf(JSON.parse(bodies.at(-1)!).id as string);
    expect(JSON.stringify(cleaned.payload)).toContain(`${marker}\uFFFD\uFFFD`);
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
  });
});

describe("deleting an account", () => {
  it("cancels its subscription at Stripe first; when Stripe cannot be reached, deletes nothing", async () => {
    const { client, id, customer } = await customerUser();
    const subscription = fake.putSubscription({ customer, price: "price_pro_monthly" });
    await deliver(fake.event("customer.subscription.created", subscription));
    await runJobs();
    expect(await userRow(id)).toMatchObject({ planId: "pro", subscriptionStatus: "active" });
    const { email } = await db().user.findUniqueOrThrow({ where: { id } });

    fake.failures.push(500, 500, 500);
    const refused = await client.request("DELETE", "/api/account", { body: { confirmEmail: email } });
    expect(refused.status).toBe(503);
    expect(await db().user.count({ where: { id } })).toBe(1);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe("active");

    fake.failures.length = 0;
    const deleted = await client.request("DELETE", "/api/account", { body: { confirmEmail: email } });
    expect(deleted.status).toBe(204);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(await db().user.count({ where: { id } })).toBe(0);
  });
});

describe("an email change", () => {
  it("is copied to the user's Stripe customer once confirmed, in the background", async () => {
    const { client, customer, id } = await customerUser();
    const before = fake.customers.get(customer)!.email;
    const newEmail = `moved-${randomUUID()}@example.com`;
    const requested = await client.post("/api/account/email", { newEmail, password: "a long enough password" });
    expect(requested.status).toBe(202);
    await runJobs();
    expect(fake.customers.get(customer)!.email).toBe(before);

    const { token } = await emailedLink(newEmail, "verify-email");
    expect((await api.client().post("/api/auth/verify-email", { token })).status).toBe(200);
    await runJobs();
    expect(fake.customers.get(customer)!.email).toBe(newEmail);
    expect((await db().user.findUniqueOrThrow({ where: { id } })).email).toBe(newEmail);
  });
});
