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
  PLAN_APPLIES,
  storedEvent,
  stripeCheckoutSession,
  stripeInvoice,
  stripeSubscription,
  subscriptionStatusOf,
  type StripeSubscription,
} from "./stripe-objects";

export interface ProcessResult {
  outcome: string;
  alreadyProcessed?: boolean;
}

/**
 * Applies one stored Stripe event (the process-stripe-event function's step), at most once:
 * the event's row is locked and marked processed, with what was done, in the transaction that
 * applies it. Subscriptions are read back from Stripe rather than taken from the event, since
 * Stripe does not deliver events in order: an `updated` processed before its `created` (or
 * after a later `updated`) applies the subscription as it is now, so the last word is Stripe's.
 * Events for customers or prices that are not ours are recorded and ignored.
 */
export async function processStripeEvent(stripeEventId: string, now = new Date()): Promise<ProcessResult> {
  const row = await db().stripeEvent.findUnique({ where: { id: stripeEventId } });
  if (!row) return { outcome: "ignored: not stored" };
  if (row.processedAt) return { outcome: row.outcome ?? "processed", alreadyProcessed: true };
  const event = storedEvent.parse(row.payload);
  // Network reads first, outside the transaction; a failure is retried by the function.
  const subscription = await subscriptionFor(event);
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ processedAt: Date | null; outcome: string | null }[]>`
      SELECT "processedAt", "outcome" FROM "StripeEvent" WHERE "id" = ${stripeEventId} FOR UPDATE`;
    if (locked?.processedAt) return { outcome: locked.outcome ?? "processed", alreadyProcessed: true };
    const outcome = await apply(tx, event, subscription, now);
    await tx.stripeEvent.update({ where: { id: stripeEventId }, data: { processedAt: now, outcome } });
    log.info({ stripeEventId, type: event.type, outcome }, "stripe event processed");
    return { outcome };
  });
}

type Event = ReturnType<typeof storedEvent.parse>;

/** The subscription the event is about, as Stripe has it now (the event's copy if Stripe no longer knows it). */
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
      if (!user.stripeCustomerId) await tx.user.update({ where: { id: user.id }, data: { stripeCustomerId: session.data.customer } });
      return subscription ? `customer linked; ${await applySubscription(tx, subscription, event, now)}` : "customer linked";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscription ? applySubscription(tx, subscription, event, now) : "ignored: not a subscription";
    case "invoice.payment_failed":
      return paymentFailed(tx, event);
    case "invoice.paid": {
      const user = await userForCustomer(tx, stripeInvoice.safeParse(event.data.object).data?.customer);
      if (!user) return "ignored: unknown customer";
      const { count } = await tx.user.updateMany({
        where: { id: user.id, subscriptionStatus: "past_due" },
        data: { subscriptionStatus: "active" },
      });
      return count > 0 ? "paid: active again" : "paid";
    }
    default:
      return "ignored: not handled";
  }
}

async function userForCustomer(tx: Tx, customerId: string | null | undefined) {
  if (!customerId) return null;
  return tx.user.findUnique({ where: { stripeCustomerId: customerId } });
}

async function applySubscription(tx: Tx, subscription: StripeSubscription, event: Event, now: Date): Promise<string> {
  const user = await userForCustomer(tx, subscription.customer);
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
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
  await tx.user.update({
    where: { id: user.id },
    data: {
      planId: newPlan,
      subscriptionStatus: status,
      stripeSubscriptionId: subscription.id,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      subscriptionEventAt: new Date(event.created * 1000),
    },
  });
  await enforcePlanLimits(tx, user.id, now);
  return `plan ${newPlan}, status ${status}`;
}

async function paymentFailed(tx: Tx, event: Event): Promise<string> {
  const user = await userForCustomer(tx, stripeInvoice.safeParse(event.data.object).data?.customer);
  if (!user) return "ignored: unknown customer";
  await tx.user.update({ where: { id: user.id }, data: { subscriptionStatus: "past_due" } });
  const planName = planFor(user.planId).name;
  await notifyUser(tx, {
    userId: user.id,
    kind: "payment_failed",
    email: { template: "payment-failed", props: { planName, billingUrl: `${env().APP_URL}/settings/billing` } },
    push: {
      title: "Your payment failed",
      body: `We could not charge your ${planName} plan. Update your payment method to keep it.`,
      url: "/settings/billing",
      tag: "payment-failed",
    },
  });
  return "payment failed: past due, user notified";
}
