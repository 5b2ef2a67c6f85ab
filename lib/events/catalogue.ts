import { eventType } from "inngest";
import { z } from "zod";

// The catalogue of the service's events: every event domain code emits (`emit(tx, event, data)`,
// ./emit.ts) and the Inngest functions in inngest/functions/ are triggered by or cancelled on.
// Each is an Inngest `eventType` with a zod schema, so the functions' triggers and the emitters
// share one typed definition. Every event here triggers at most one function (a test holds
// this), so re-sending an event re-runs exactly the run an admin retries.

/** A sync of one app's store data is wanted; `taskId` is the SyncTask that reports it. */
export const appSyncRequested = eventType("app/sync.requested", {
  schema: z.object({
    appId: z.string(),
    taskId: z.string(),
    reason: z.enum(["registered", "on_demand", "scheduled", "credentials_replaced", "store_webhook"]),
    /**
     * Who the app belongs to (its user; its team once teams exist): the sync's share of the
     * concurrency (lib/sync/concurrency.ts). Absent from events written before it was added.
     */
    ownerId: z.string().optional(),
  }),
});

export type SyncReason = z.infer<NonNullable<typeof appSyncRequested.schema>>["reason"];

/**
 * An email row (EmailMessage, status queued) is ready to go. `props` are its template's
 * props, validated when queued; the send-email function renders and sends it.
 */
export const emailSendRequested = eventType("email/send.requested", {
  schema: z.object({
    emailId: z.string(),
    /** Only in events written before props were sealed in the row (EmailMessage.propsSealed). */
    props: z.record(z.string(), z.unknown()).optional(),
  }),
});

/**
 * Someone asked for a password reset link for this address ("Forgot password"). Whether an
 * account has it is decided in the background (send-password-reset), so the request does the
 * same work, and takes the same time, for every address.
 */
export const passwordResetRequested = eventType("account/password-reset.requested", {
  schema: z.object({ email: z.string() }),
});

/** A web-push notification for every subscription of a user (send-push). */
export const pushSendRequested = eventType("push/send.requested", {
  schema: z.object({
    userId: z.string(),
    /** The notification kind (`ticket_reply`, …) or `test`; for logs and job search. */
    kind: z.string(),
    message: z.object({
      title: z.string(),
      body: z.string(),
      url: z.string().optional(),
      tag: z.string().optional(),
    }),
  }),
});

/** An agent should tick: observe, propose, and act on its proposal (agent-tick). */
export const agentTickRequested = eventType("agent/tick.requested", {
  schema: z.object({
    agentId: z.string(),
    reason: z.enum(["enabled", "scheduled", "wake", "sync", "run_now", "expired"]),
  }),
});

/** The owner approved or rejected an agent's pending action: its run continues (agent-tick). */
export const agentActionDecided = eventType("agent/action.decided", {
  schema: z.object({
    agentId: z.string(),
    actionId: z.string(),
    decision: z.enum(["approved", "rejected"]),
  }),
});

/** The owner disabled the agent: its run in progress is cancelled at its next step. */
export const agentDisabled = eventType("agent/disabled", {
  schema: z.object({ agentId: z.string() }),
});

/** A Stripe webhook event was stored (StripeEvent, by Stripe's id): process it (process-stripe-event). */
export const stripeEventReceived = eventType("billing/stripe.event_received", {
  schema: z.object({ stripeEventId: z.string() }),
});

/**
 * A user with a Stripe customer changed their email address: copy it to the customer
 * (update-stripe-customer-email), so Stripe's receipts and invoices reach the new address. The
 * address itself is read when the job runs, so it never travels in the event.
 */
export const customerEmailChanged = eventType("billing/customer-email.changed", {
  schema: z.object({ userId: z.string() }),
});

/** App Store Connect's webhook delivery was stored (StoreWebhookDelivery): read the version or build it names again (process-store-webhook). */
export const storeWebhookReceived = eventType("store/webhook.received", {
  schema: z.object({ deliveryId: z.string() }),
});

/** Screenshots were received (or a set was asked to be copied): send them to App Store Connect (upload-screenshots). */
export const screenshotUploadRequested = eventType("screenshots/upload.requested", {
  schema: z.object({ uploadId: z.string() }),
});

/** A team's outbound webhook delivery (WebhookDelivery) has an attempt due: send it (deliver-webhook). */
export const webhookDeliveryRequested = eventType("webhook/delivery.requested", {
  schema: z.object({
    deliveryId: z.string(),
    /** The attempt this run makes (1 for the first): a run repeated after it was recorded sends nothing again. */
    attempt: z.number().int().min(1).optional(),
  }),
});

/** Every catalogued event. */
export const catalogue = [
  appSyncRequested,
  emailSendRequested,
  passwordResetRequested,
  pushSendRequested,
  agentTickRequested,
  agentActionDecided,
  agentDisabled,
  stripeEventReceived,
  customerEmailChanged,
  storeWebhookReceived,
  screenshotUploadRequested,
  webhookDeliveryRequested,
] as const;

export type CatalogueEvent = (typeof catalogue)[number];
