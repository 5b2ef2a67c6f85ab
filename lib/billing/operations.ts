import { defineOperation } from "@/lib/http/operation";
import { teamParams } from "@/lib/teams/schemas";

import { billing, checkoutInput, planList, redirectUrl, webhookReceived } from "./schemas";

const tags: ["Billing"] = ["Billing"];

/** Where the short paths act: the seed's clients keep working on the account's own team. */
const DEFAULT_TEAM =
  "The plan belongs to a team: this acts on the caller's personal team (or, with a personal access token limited to one team, on that team); " +
  "`/teams/{teamId}/billing…` acts on any team.";
const OWNERS_ONLY =
  "Owners only (the permission `billing.manage`); other members get `403 forbidden` naming it, and a team the caller is not in answers `404`.";

export const listPlans = defineOperation({
  operationId: "listPlans",
  method: "get",
  path: "/billing/plans",
  summary: "The plans and their limits",
  description: "Limits apply per team: a team's apps, members and usage count against its own plan.",
  tags,
  access: "user",
  bound: "the plans, a fixed set",
  responses: { 200: { description: "Every plan, cheapest first", schema: planList } },
});

export const getBilling = defineOperation({
  operationId: "getBilling",
  method: "get",
  path: "/billing",
  summary: "The plan and subscription of the caller's personal team",
  description: DEFAULT_TEAM,
  tags,
  access: "user",
  responses: { 200: { description: "Plan and subscription", schema: billing } },
});

export const getTeamBilling = defineOperation({
  operationId: "getTeamBilling",
  method: "get",
  path: "/teams/{teamId}/billing",
  summary: "A team's plan and subscription",
  description: "Any member may read it; owners manage it. A team the caller is not in answers `404`.",
  tags,
  access: "user",
  params: teamParams,
  responses: { 200: { description: "Plan and subscription", schema: billing } },
});

const CHECKOUT =
  "Answers the URL of a Stripe Checkout Session for the plan's price (the Stripe customer is created once per team and kept). " +
  "A team whose subscription is already running (trialing, active, past due or unpaid) gets a Customer Portal URL instead: plans are changed there. " +
  "The plan changes when Stripe's webhook says the subscription is active. Without Stripe configured: `409 billing_not_configured`.";

export const startCheckout = defineOperation({
  operationId: "startCheckout",
  method: "post",
  path: "/billing/checkout",
  summary: "Start a Stripe Checkout for a plan, for the caller's personal team",
  description: `${CHECKOUT} ${DEFAULT_TEAM}`,
  tags,
  access: "user",
  idempotent: true,
  body: checkoutInput,
  errors: ["billing_not_configured", "service_unavailable"],
  responses: { 200: { description: "Where to send the browser", schema: redirectUrl } },
});

export const startTeamCheckout = defineOperation({
  operationId: "startTeamCheckout",
  method: "post",
  path: "/teams/{teamId}/billing/checkout",
  summary: "Start a Stripe Checkout for a plan, for a team",
  description: `${CHECKOUT} ${OWNERS_ONLY}`,
  tags,
  access: "user",
  idempotent: true,
  params: teamParams,
  body: checkoutInput,
  errors: ["billing_not_configured", "service_unavailable"],
  responses: { 200: { description: "Where to send the browser", schema: redirectUrl } },
});

const PORTAL = "Change plan or payment method, see invoices, cancel. Without Stripe configured: `409 billing_not_configured`.";

export const openPortal = defineOperation({
  operationId: "openBillingPortal",
  method: "post",
  path: "/billing/portal",
  summary: "Open the Stripe Customer Portal of the caller's personal team",
  description: `${PORTAL} ${DEFAULT_TEAM}`,
  tags,
  access: "user",
  errors: ["billing_not_configured", "service_unavailable"],
  responses: { 200: { description: "Where to send the browser", schema: redirectUrl } },
});

export const openTeamPortal = defineOperation({
  operationId: "openTeamBillingPortal",
  method: "post",
  path: "/teams/{teamId}/billing/portal",
  summary: "Open a team's Stripe Customer Portal",
  description: `${PORTAL} ${OWNERS_ONLY}`,
  tags,
  access: "user",
  params: teamParams,
  errors: ["billing_not_configured", "service_unavailable"],
  responses: { 200: { description: "Where to send the browser", schema: redirectUrl } },
});

export const stripeWebhook = defineOperation({
  operationId: "stripeWebhook",
  method: "post",
  path: "/billing/webhook",
  summary: "Stripe webhook endpoint",
  description:
    "For Stripe only. The `Stripe-Signature` header is verified over the raw body with the endpoint's secret (`400 invalid_signature` otherwise). " +
    "Each event is stored once by its id before the `200` (a replay answers `200` with `duplicate: true` and changes nothing) and processed in the background. " +
    "Handled: `checkout.session.completed`, `customer.subscription.created|updated|deleted`, `invoice.payment_failed`, `invoice.paid` (for the team's current subscription only, " +
    "whose state is read back from Stripe); others, and events for unknown customers or prices, are recorded and ignored. " +
    "A signed body that is not a usable event (no id or type, a `created` that is not a time, nested too deeply) is recorded as ignored and answered `200` as well. " +
    "`503 service_unavailable` when the event could not be stored (Stripe sends it again).",
  tags,
  access: "public",
  internal: true,
  // Stripe's retries come in bursts from a few addresses; the signature, not a budget, keeps others out.
  rateLimit: false,
  rawBody: true,
  errors: ["invalid_signature", "billing_not_configured", "service_unavailable"],
  responses: { 200: { description: "Stored (or already stored)", schema: webhookReceived } },
});
