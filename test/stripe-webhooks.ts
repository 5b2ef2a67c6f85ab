import { randomUUID } from "node:crypto";

import Stripe from "stripe";

import { startFakeStripe } from "./fake-stripe";

/**
 * The fake Stripe a billing test file runs against, with the service configured for it, and a
 * way to post webhook events as Stripe would. Call it at the top of the file, before anything
 * reads the environment (env() reads it once per file).
 */
export async function useFakeStripe(api: { url: string }) {
  const fake = await startFakeStripe();
  const webhookSecret = `whsec_${randomUUID().replaceAll("-", "")}`;
  process.env.STRIPE_SECRET_KEY = fake.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  process.env.STRIPE_PRICE_PRO = "price_pro_monthly";
  process.env.STRIPE_PRICE_BUSINESS = "price_business_monthly";
  process.env.STRIPE_API_BASE_URL = fake.url;
  const signer = new Stripe("sk_test_signer_only");

  /** Posts an event to the webhook as Stripe would: the exact bytes, signed. */
  async function deliver(
    event: object,
    options: { secret?: string; tamper?: (payload: string) => string; signature?: string | null } = {},
  ) {
    const payload = JSON.stringify(event);
    const header =
      options.signature === undefined
        ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret })
        : options.signature;
    const response = await fetch(`${api.url}/api/billing/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(header === null ? {} : { "stripe-signature": header }) },
      body: options.tamper ? options.tamper(payload) : payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  return { fake, webhookSecret, signer, deliver };
}
