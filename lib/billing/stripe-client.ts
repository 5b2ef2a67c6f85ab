import "server-only";

import Stripe from "stripe";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";

let cached: { key: string; client: Stripe } | undefined;

/** Whether checkout and the portal can be offered: a secret key and at least one price. */
export function billingConfigured(): boolean {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_PRO, STRIPE_PRICE_BUSINESS } = env();
  return Boolean(STRIPE_SECRET_KEY && (STRIPE_PRICE_PRO || STRIPE_PRICE_BUSINESS));
}

export const notConfigured = () =>
  new ApiError("billing_not_configured", "Billing is not set up on this service; an administrator can change your plan.");

/**
 * The official Stripe SDK, pointed at STRIPE_API_BASE_URL (Stripe's API, or a local fake in
 * tests). Throws `409 billing_not_configured` without a secret key.
 */
export function stripe(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE_URL } = env();
  if (!STRIPE_SECRET_KEY) throw notConfigured();
  if (cached?.key !== `${STRIPE_SECRET_KEY} ${STRIPE_API_BASE_URL}`) {
    const base = new URL(STRIPE_API_BASE_URL);
    const protocol = base.protocol === "http:" ? "http" : "https";
    cached = {
      key: `${STRIPE_SECRET_KEY} ${STRIPE_API_BASE_URL}`,
      client: new Stripe(STRIPE_SECRET_KEY, {
        host: base.hostname,
        port: base.port || (protocol === "http" ? 80 : 443),
        protocol,
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return cached.client;
}

/**
 * Runs a Stripe call for a request: Stripe down, slow or rate-limiting is `503
 * service_unavailable` (try again), never a 500; other refusals are logged and answered the same,
 * without Stripe's text.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.warn({ err: error, what }, "stripe call failed");
    throw new ApiError("service_unavailable", "The payment provider did not answer as expected. Try again in a moment.");
  }
}
