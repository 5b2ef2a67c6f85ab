import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";

import { PLAN_IDS } from "./plans";

export const SUBSCRIPTION_STATUSES = ["none", "trialing", "active", "past_due", "canceled", "unpaid"] as const;

const limits = z
  .object({
    apps: z.number().int().nullable(),
    sync_interval: z.number().int().nullable(),
    manual_syncs: z.number().int().nullable(),
    agent_actions: z.number().int().nullable(),
    ai_tokens: z.number().int().nullable(),
    seats: z.number().int().nullable().describe("Members of one team, pending invitations included."),
  })
  .describe("null = unlimited; `ai_tokens` 0 = the rule-based agent only.");

export const planList = z
  .object({
    items: z.array(
      z.object({
        id: z.enum(PLAN_IDS),
        name: z.string(),
        priceMonthly: z
          .object({ amount: z.number().int().describe("In the currency's smallest unit (cents)."), currency: z.string() })
          .nullable()
          .describe("For display; null for free. Stripe's price is what is charged."),
        limits,
        purchasable: z.boolean().describe("Whether checkout can sell it here (billing configured and a Stripe price set)."),
      }),
    ),
  })
  .meta({ id: "PlanList" });

export const billing = z
  .object({
    teamId: z.string().describe("The team the plan and subscription belong to."),
    plan: z.object({ id: z.enum(PLAN_IDS), name: z.string() }),
    status: z
      .enum(SUBSCRIPTION_STATUSES)
      .describe("The Stripe subscription's status; `none` without one (free, or a plan set by an admin)."),
    currentPeriodEnd: timestamp.nullable().describe("When the paid period ends (renews, or ends with `cancelAtPeriodEnd`)."),
    cancelAtPeriodEnd: z.boolean(),
    provider: z.enum(["stripe"]).nullable().describe("`stripe` when the team has a Stripe customer; null otherwise."),
    configured: z.boolean().describe("Whether checkout and the portal are available on this service."),
  })
  .meta({ id: "Billing" });

export const checkoutInput = z.strictObject({ planId: z.enum(PLAN_IDS) }).meta({ id: "CheckoutInput" });

export const redirectUrl = z.object({ url: z.url().describe("Open it in the browser (Stripe-hosted).") }).meta({ id: "BillingRedirect" });

export const webhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });
