import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { notifyUser } from "@/lib/notifications/notify-user";

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
 * Invoice events are read the same way: one applies only to the user's current subscription,
 * and sets its state from Stripe's copy, not from the event (see `applyInvoice`).
 * Events for customers or prices that are not ours are recorded and ignored, as is anything
 * that could only ever fail (a customer linked to another account): a retry would not help.
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
      const user = await tx.user.findUnique({
        where: { id: session.data.client_reference_id },
        select: { id: true, stripeCustomerId: true },
      });
      if (!user) return "ignored: unknown user";
      if (user.stripeCustomerId && user.stripeCustomerId !== session.data.customer) return "ignored: another customer";
      if (!user.stripeCustomerId) {
        // The customer is unique to one account: linking it twice would fail on every retry. (Two
        // such events at once: the second's conflict is retried, and then finds the owner here.)
        const owner = await tx.user.findUnique({ where: { stripeCustomerId: session.data.customer }, select: { id: true } });
        if (owner) return "ignored: customer belongs to another account";
        await tx.user.update({ where: { id: user.id }, data: { stripeCustomerId: session.data.customer } });
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
 * The user of a Stripe customer, their row locked and then read: what is compared (their current
 * subscription, the last event applied) cannot change before this transaction writes.
 */
async function lockedUserForCustomer(tx: Tx, customerId: string | null | undefined) {
  if (!customerId) return null;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "stripeCustomerId" = ${customerId} FOR UPDATE`;
  return locked ? tx.user.findUniqueOrThrow({ where: { id: locked.id } }) : null;
}

async function applySubscription(tx: Tx, subscription: StripeSubscription, event: Event, now: Date): Promise<string> {
  const user = await lockedUserForCustomer(tx, subscription.customer);
  if (!user) return "ignored: unknown customer";
  const item = subscription.items.data[0];
  const planId = item ? planForPrice(item.price.id) : null;
  if (!planId) return "ignored: unknown price";
  const status = subscriptionStatusOf(subscription.status);
  // An old subscription ending says nothing about the one that replaced it.
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id && !PLAN_APPLIES.has(status)) {
    return "ignored: superseded subscription";
  }
  const periodEnd = item?.current_period_end ?? subscription.current_period_end ?? null;
  const newPlan = PLAN_APPLIES.has(status) ? planId : "free";
  await tx.user.update({
    where: { id: user.id },
    data: {
      planId: newPlan,
      subscriptionStatus: status,
      stripeSubscriptionId: subscription.id,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      // The latest event applied: a late one (its subscription read again) does not move it back.
      subscriptionEventAt: new Date(Math.max(event.created * 1000, user.subscriptionEventAt?.getTime() ?? 0)),
    },
  });
  await enforcePlanLimits(tx, user.id, now);
  return `plan ${newPlan}, status ${status}`;
}

/**
 * An invoice paid or not, for the user's current subscription only: Stripe delivers events late
 * and out of order, so a failure may arrive after the invoice was paid, or belong to a
 * subscription since replaced, or to a checkout that never completed (a free user with no
 * subscription). The invoice's subscription must be the one the user has now; its state is then
 * set from Stripe's copy, read before this transaction, rather than from what the event implies,
 * and the user is told about a failed payment only while Stripe still holds the subscription
 * unpaid (past due, or unpaid). Anything else is recorded as "ignored: …". Once per event (the
 * event's row lock), so never twice for one failure.
 */
async function applyInvoice(tx: Tx, event: Event, subscription: StripeSubscription | null, now: Date): Promise<string> {
  const invoice = stripeInvoice.safeParse(event.data.object);
  if (!invoice.success) return "ignored: not an invoice";
  const user = await lockedUserForCustomer(tx, invoice.data.customer);
  if (!user) return "ignored: unknown customer";
  const subscriptionId = invoiceSubscriptionId(invoice.data);
  if (!subscriptionId) return "ignored: not a subscription's invoice";
  if (user.stripeSubscriptionId !== subscriptionId) return "ignored: not the current subscription";
  if (subscription?.id !== subscriptionId) return "ignored: subscription unknown to Stripe";
  const applied = await applySubscription(tx, subscription, event, now);
  if (applied.startsWith("ignored:")) return applied;
  if (event.type === "invoice.paid") return `paid: ${applied}`;
  const status = subscriptionStatusOf(subscription.status);
  if (status !== "past_due" && status !== "unpaid") return `payment failed, since settled: ${applied}`;
  // The subscription's plan, which an unpaid subscription no longer gives (the user's is then free).
  const planId = planForPrice(subscription.items.data[0]?.price.id ?? "") ?? user.planId;
  await notifyPaymentFailed(tx, user.id, planId);
  return `payment failed: ${applied}; user notified`;
}

async function notifyPaymentFailed(tx: Tx, userId: string, planId: string): Promise<void> {
  const planName = planFor(planId).name;
  await notifyUser(tx, {
    userId,
    kind: "payment_failed",
    email: { template: "payment-failed", props: { planName, billingUrl: `${env().APP_URL}/settings/billing` } },
    push: {
      title: "Your payment failed",
      body: `We could not charge your ${planName} plan. Update your payment method to keep it.`,
      url: "/settings/billing",
      tag: "payment-failed",
    },
  });
}
