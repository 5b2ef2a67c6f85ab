import { NonRetriableError, RetryAfterError } from "inngest";

import { deliverEmail, markEmailFailed, renderQueuedEmail } from "@/lib/email/deliver-email";
import { InvalidEmailPropsError, UnknownTemplateError } from "@/lib/email/errors";
import { EmailDeliveryError } from "@/lib/email/transport";

import { inngest } from "../client";
import { emailSendRequested } from "@/lib/events/catalogue";

/**
 * Sends one queued email (`EmailMessage`) through the configured transport: Resend when
 * RESEND_API_KEY is set, otherwise the database outbox (the row is the delivered email).
 *
 * 1. render: the template with the props sealed in the row, stored as the row's HTML and text
 *    (skipped when the row is gone or no longer queued; props that do not fit fail for good).
 * 2. send: one delivery attempt; the row records the attempt, then `sent` with the provider's
 *    id, or the failure's summary. Retriable failures (rate limits, 5xx, timeouts) are retried
 *    with the SDK's backoff (or the provider's Retry-After); refusals are not.
 * On a final failure (onFailure), the row is marked `failed`, keeping the last error summary.
 */
export const sendEmail = inngest.createFunction(
  {
    id: "send-email",
    triggers: [emailSendRequested],
    retries: 4,
    onFailure: async ({ event }) => {
      await markEmailFailed(String(event.data.event.data.emailId), "delivery failed");
    },
  },
  async ({ event, step }) => {
    const { emailId, props } = event.data;
    const rendered = await step.run("render", async () => {
      try {
        return await renderQueuedEmail(emailId, props);
      } catch (error) {
        if (error instanceof UnknownTemplateError || error instanceof InvalidEmailPropsError) {
          await markEmailFailed(emailId, "the template could not be rendered with these props");
          throw new NonRetriableError(error.message);
        }
        throw error;
      }
    });
    if (!rendered) return { skipped: true };
    return step.run("send", async () => {
      try {
        return await deliverEmail(emailId);
      } catch (error) {
        if (error instanceof EmailDeliveryError && !error.retriable) throw new NonRetriableError(error.message);
        if (error instanceof EmailDeliveryError && error.retryAfterSeconds !== undefined) {
          throw new RetryAfterError(error.message, error.retryAfterSeconds * 1000);
        }
        throw error;
      }
    });
  },
);
