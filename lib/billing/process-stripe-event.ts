import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { notifyTeam } from "@/lib/notifications/notify-team";
import { recordTeamEvent } from "@/lib/teams/audit-log";

import { enforcePlanLimits } from "./enforce-plan-limits";
import { planFor } from "./plans";
import { planForPrice } from "./prices";
import { stripe } from "./stripe-client";
import {
  invoiceSubscriptionId,
  PLAN_APPLIES,
  storedEvent,
  stripeCheckoutSession,
  stripeInvoice,
  stripeSubscription,
  subscriptionStatusOf,
  type StripeSubscription,
} from "./stripe-objects";

interface ProcessResult {
  outcome: string;
  alreadyProcessed?: boolean;
}

/**
 * Applies one stored Stripe event (the process-stripe-event function's step), at most once:
 * the event's row is locked and marked processed, with what was done, in the transaction that
 * applies it. Subscriptions are read back from Stripe rather than taken from the event, since
 * Stripe does not deliver events in order: an `updated` processed before its `created` (or
 * after a later `updated`) applies the subscription as it is now, so the last word is Stripe's.
 * Invoice events are read the same way: one applies only to the team's current subscription,
 * and sets its state from Stripe's copy, not from the event (see `applyInvoice`).
 * Events for customers or prices that are not ours are recorded and ignored, as is anything
 * that could only ever fail (a customer linked to another team): a retry would not help.
 */
export async function processStripeEvent(stripeEventId: string, now = new Date()): Promise<ProcessResult> {
  const row = await db().stripeEvent.findUnique({ where: { id: stripeEventId } });
  if (!row) return { outcome: "ignored: not stored" };
  if (row.processedAt) return { outcome: row.outcome ?? "processed", alreadyProcessed: true };
  // The webhook stores only parseable events for processing; this guards rows from before it checked.
  const event = storedEvent.safeParse(row.payload).data ?? null;
  // Network reads first, outside the transaction; a failure is retried by the function.
  const subscription = event ? await subscriptionFor(event) : null;
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ processedAt: Date | null; outcome: string | null }[]>`
      SELECT "processedAt", "outcome" FROM "StripeEvent" WHERE "id" = ${stripeEventId} FOR UPDATE`;
    if (locked?.processedAt) return { outcome: locked.outcome ?? "processed", alreadyProcessed: true };
    if (!event) {
      const outcome = "ignored: not an event";
      await tx.stripeEvent.update({ where: { id: stripeEventId }, data: { processedAt: now, outcome } });
      return { outcome };
    }
    const outcome = await apply(tx, event, subscription, now);
    await tx.stripeEvent.update({ where: { id: stripeEventId }, data: { processedAt: now, outcome } });
    log.info({ stripeEventId, type: event.type, outcome }, "stripe event processed");
    return { outcome };
  });
}

type Event = ReturnType<typeof storedEvent.parse>;

/**
 * The subscription the event is about, as Stripe has it now (a subscription event's own copy if
 * Stripe no longer knows it; nothing for an invoice's, which carries no copy).
 */
async function subscriptionFor(event: Event): Promise<StripeSubscription | null> {
  let id: string | null | undefined;
  let copy: unknown = null;
  if (event.type.startsWith("customer.subscription.")) {
    const parsed = stripeSubscription.safeParse(event.data.object);
    if (!parsed.success) return null;
    id = parsed.data.id;
    copy = event.data.object;
  } else if (event.type === "checkout.session.completed") {
    id = stripeCheckoutSession.safeParse(event.data.object).data?.subscription;
  } else if (INVOICE_EVENTS.has(event.type)) {
    const invoice = stripeInvoice.safeParse(event.data.object);
    id = invoice.success ? invoiceSubscriptionId(invoice.data) : null;
  }
  if (!id) return null;
  try {
    return stripeSubscription.parse(JSON.parse(JSON.stringify(await stripe().subscriptions.retrieve(id))));
  } catch (error) {
    if ((error as { code?: string }).code !== "resource_missing") throw error;
    return copy ? stripeSubscription.parse(copy) : null;
  }
}

async function apply(tx: Tx, event: Event, subscription: StripeSubscription | null, now: Date): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = stripeCheckoutSession.safeParse(event.data.object);
      if (!session.success || !session.data.client_reference_id || !session.data.customer) return "ignored: incomplete session";
      const team = await teamOfCheckout(tx, session.data.client_reference_id);
      if (!team) return "ignored: unknown team";
      if (team.stripeCustomerId && team.stripeCustomerId !== session.data.customer) return "ignored: another customer";
      if (!team.stripeCustomerId) {
        // The customer is unique to one team: linking it twice would fail on every retry. (Two
        // such events at once: the second's conflict is retried, and then finds the team here.)
        const holder = await tx.team.findUnique({ where: { stripeCustomerId: session.data.customer }, select: { id: true } });
        if (holder) return "ignored: customer belongs to another team";
        await tx.team.update({ where: { id: team.id }, data: { stripeCustomerId: session.data.customer } });
      }
      return subscription ? `customer linked; ${await applySubscription(tx, subscription, event, now)}` : "customer linked";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscription ? applySubscription(tx, subscription, event, now) : "ignored: not a subscription";
    case "invoice.payment_failed":
    case "invoice.paid":
      return applyInvoice(tx, event, subscription, now);
    default:
      return "ignored: not handled";
  }
}

const INVOICE_EVENTS = new Set(["invoice.payment_failed", "invoice.paid"]);

/**
 * The team a checkout was for: `client_reference_id` is the team's id. A checkout started before
 * plans moved to teams named its account instead: that account's personal team, which took over
 * its plan and customer.
 */
async function teamOfCheckout(tx: Tx, reference: string) {
  const select = { id: true, stripeCustomerId: true };
  return (
    (await tx.team.findUnique({ where: { id: reference }, select })) ??
    (await tx.team.findFirst({ where: { personal: true, members: { some: { userId: reference } } }, select }))
  );
}

/**
 * The team of a Stripe customer, its row locked and then read: what is compared (its current
 * subscription, the last event applied) cannot change before this transaction writes.
 */
async function lockedTeamForCustomer(tx: Tx, customerId: string | null | undefined) {
  if (!customerId) return null;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Team" WHERE "stripeCustomerId" = ${customerId} FOR UPDATE`;
  return locked ? tx.team.findUniqueOrThrow({ where: { id: locked.id } }) : null;
}

async function applySubscription(tx: Tx, subscription: StripeSubscription, event: Event, now: Date): Promise<string> {
  const team = await lockedTeamForCustomer(tx, subscription.customer);
  if (!team) return "ignored: unknown customer";
  const item = subscription.items.data[0];
  const planId = item ? planForPrice(item.price.id) : null;
  if (!planId) return "ignored: unknown price";
  const status = subscriptionStatusOf(subscription.status);
  // An old subscription ending says nothing about the one that replaced it.
  if (team.stripeSubscriptionId && team.stripeSubscriptionId !== subscription.id && !PLAN_APPLIES.has(status)) {
    return "ignored: superseded subscription";
  }
  const periodEnd = item?.current_period_end ?? subscription.current_period_end ?? null;
  const newPlan = PLAN_APPLIES.has(status) ? planId : "free";
  await tx.team.update({
    where: { id: team.id },
    data: {
      planId: newPlan,
      subscriptionStatus: status,
      stripeSubscriptionId: subscription.id,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      // The latest event applied: a late one (its subscription read again) does not move it back.
      subscriptionEventAt: new Date(Math.max(event.created * 1000, team.subscriptionEventAt?.getTime() ?? 0)),
    },
  });
  if (newPlan !== team.planId) {
    await recordTeamEvent(tx, {
      teamId: team.id,
      actorId: null,
      action: "billing.plan_changed",
      data: { before: { planId: team.planId }, after: { planId: newPlan }, by: "stripe", status },
    });
  }
  await enforcePlanLimits(tx, team.id, now);
  return `plan ${newPlan}, status ${status}`;
}

/**
 * An invoice paid or not, for the team's current subscription only: Stripe delivers events late
 * and out of order, so a failure may arrive after the invoice was paid, or belong to a
 * subscription since replaced, or to a checkout that never completed (a free team with no
 * subscription). The invoice's subscription must be the one the team has now; its state is then
 * set from Stripe's copy, read before this transaction, rather than from what the event implies,
 * and the team's owners are told about a failed payment only while Stripe still holds the subscription
 * unpaid (past due, or unpaid). Anything else is recorded as "ignored: …". Once per event (the
 * event's row lock), so never twice for one failure.
 */
async function applyInvoice(tx: Tx, event: Event, subscription: StripeSubscription | null, now: Date): Promise<string> {
  const invoice = stripeInvoice.safeParse(event.data.object);
  if (!invoice.success) return "ignored: not an invoice";
  const team = await lockedTeamForCustomer(tx, invoice.data.customer);
  if (!team) return "ignored: unknown customer";
  const subscriptionId = invoiceSubscriptionId(invoice.data);
  if (!subscriptionId) return "ignored: not a subscription's invoice";
  if (team.stripeSubscriptionId !== subscriptionId) return "ignored: not the current subscription";
  if (subscription?.id !== subscriptionId) return "ignored: subscription unknown to Stripe";
  const applied = await applySubscription(tx, subscription, event, now);
  if (applied.startsWith("ignored:")) return applied;
  if (event.type === "invoice.paid") return `paid: ${applied}`;
  const status = subscriptionStatusOf(subscription.status);
  if (status !== "past_due" && status !== "unpaid") return `payment failed, since settled: ${applied}`;
  // The subscription's plan, which an unpaid subscription no longer gives (the team's is then free).
  const planId = planForPrice(subscription.items.data[0]?.price.id ?? "") ?? team.planId;
  await recordTeamEvent(tx, { teamId: team.id, actorId: null, action: "billing.payment_failed", data: { planId, status } });
  const owners = await notifyPaymentFailed(tx, team, planId);
  return `payment failed: ${applied}; ${owners === 1 ? "owner" : `${owners} owners`} notified`;
}

/** Tells the team's owners (those who manage billing), each by their own preferences. */
async function notifyPaymentFailed(tx: Tx, team: { id: string; name: string; personal: boolean }, planId: string): Promise<number> {
  const planName = planFor(planId).name;
  const page = `/settings/billing?team=${encodeURIComponent(team.id)}`;
  const whose = team.personal ? "your" : `the team ${team.name}'s`;
  return notifyTeam(tx, team.id, "billing.manage", {
    kind: "payment_failed",
    email: {
      template: "payment-failed",
      props: { planName, teamName: team.personal ? null : team.name, billingUrl: `${env().APP_URL}${page}` },
    },
    push: {
      title: team.personal ? "Your payment failed" : `${team.name}: payment failed`,
      body: `We could not charge ${whose} ${planName} plan. Update the payment method to keep it.`,
      url: page,
      tag: `payment-failed-${team.id}`,
    },
  });
}
