import { z } from "zod";

/**
 * The events a team's webhooks can receive, each with its payload (`data`) schema, what it means
 * and an example: the OpenAPI document's `webhooks`, docs/webhooks.md and the signing code all read
 * this one table. Payloads are small and stable: ids, the app's id and name, a few fields; never a
 * secret. A field is only ever added. Browser-safe (no server imports).
 */

const app = z
  .object({ id: z.string().describe("The app's id in this service."), name: z.string().describe("The app's name, one line.") })
  .meta({ id: "WebhookApp" });

const exampleApp = { id: "0193f0c2-7a1e-7c3a-9a57-1c2d3e4f5a6b", name: "Trailmix" };

export const WEBHOOK_EVENTS = {
  "review.created": {
    description: "A sync found a new customer review of one of the team's apps (not on the app's first sync: those reviews are not new).",
    schema: z.object({
      app,
      review: z.object({
        id: z.string(),
        rating: z.number().int().describe("1 to 5 stars."),
        title: z.string().nullable(),
        body: z.string().nullable().describe("At most 500 characters (cut with …)."),
        reviewerNickname: z.string().nullable(),
        territory: z.string().nullable(),
        createdAt: z.string().describe("When the customer wrote it (ISO 8601)."),
      }),
    }),
    example: {
      app: exampleApp,
      review: {
        id: "0193f0c2-8b2f-7d4b-8c68-2d3e4f5a6b7c",
        rating: 2,
        title: "Crashes on launch",
        body: "Since the last update the app closes right after the splash screen.",
        reviewerNickname: "hiker42",
        territory: "USA",
        createdAt: "2026-11-27T18:04:11.000Z",
      },
    },
  },
  "review.responded": {
    description: "A reply to a review was published to the App Store (by a member, an approved proposal or the agent).",
    schema: z.object({
      app,
      review: z.object({ id: z.string(), rating: z.number().int().describe("1 to 5 stars.") }),
      response: z.object({ body: z.string().describe("At most 500 characters (cut with …).") }),
    }),
    example: {
      app: exampleApp,
      review: { id: "0193f0c2-8b2f-7d4b-8c68-2d3e4f5a6b7c", rating: 2 },
      response: { body: "Thanks for telling us. Version 2.3.1 fixes the crash on launch." },
    },
  },
  "version.state_changed": {
    description:
      "An App Store version's state changed (seen by a sync or told by App Store Connect), e.g. to WAITING_FOR_REVIEW or READY_FOR_SALE.",
    schema: z.object({
      app,
      version: z.object({ id: z.string(), versionString: z.string(), platform: z.string() }),
      from: z.string().nullable().describe("The state before; null when not known."),
      to: z.string().describe("App Store Connect's state, e.g. `IN_REVIEW`, `READY_FOR_SALE`."),
    }),
    example: {
      app: exampleApp,
      version: { id: "0193f0c2-9c30-7e5c-9d79-3e4f5a6b7c8d", versionString: "2.3.1", platform: "IOS" },
      from: "WAITING_FOR_REVIEW",
      to: "IN_REVIEW",
    },
  },
  "sync.completed": {
    description: "A sync of an app's store data finished.",
    schema: z.object({
      app,
      task: z.object({ id: z.string(), finishedAt: z.string() }),
      newReviews: z.number().int().describe("Reviews this sync saw for the first time."),
    }),
    example: {
      app: exampleApp,
      task: { id: "0193f0c2-ad41-7f6d-8e8a-4f5a6b7c8d9e", finishedAt: "2026-11-28T03:00:12.000Z" },
      newReviews: 1,
    },
  },
  "sync.failed": {
    description: "A sync of an app's store data failed; the app keeps the data of its last good sync.",
    schema: z.object({
      app,
      task: z.object({ id: z.string(), failedAt: z.string() }),
      error: z.string().describe("What went wrong, in words (no internals)."),
    }),
    example: {
      app: exampleApp,
      task: { id: "0193f0c2-ad41-7f6d-8e8a-4f5a6b7c8d9e", failedAt: "2026-11-28T03:00:12.000Z" },
      error: "App Store Connect refused the API key: it was revoked or has expired.",
    },
  },
  "agent.action.proposed": {
    description: "An app's agent proposed a store change; it waits for approval unless auto-approve applies.",
    schema: z.object({
      app,
      action: z.object({
        id: z.string(),
        type: z.string().describe("e.g. `reply_to_review`, `update_localization`."),
        summary: z.string(),
      }),
    }),
    example: {
      app: exampleApp,
      action: { id: "0193f0c2-be52-7a7e-9f9b-5a6b7c8d9e0f", type: "reply_to_review", summary: "Reply to a 2-star review" },
    },
  },
  "agent.action.executed": {
    description: "An app's agent carried out an approved change in App Store Connect.",
    schema: z.object({ app, action: z.object({ id: z.string(), type: z.string(), summary: z.string() }) }),
    example: {
      app: exampleApp,
      action: { id: "0193f0c2-be52-7a7e-9f9b-5a6b7c8d9e0f", type: "reply_to_review", summary: "Reply to a 2-star review" },
    },
  },
  "proposal.created": {
    description: "A member proposed a change that waits for a member who publishes it (the app's approval queue).",
    schema: z.object({
      app,
      proposal: z.object({ id: z.string(), kind: z.string(), summary: z.string() }),
      proposedBy: z.string().nullable().describe("The proposer's name."),
    }),
    example: {
      app: exampleApp,
      proposal: { id: "0193f0c2-cf63-7b8f-8a0c-6b7c8d9e0f1a", kind: "version_localization", summary: "Promotional text (en-US)" },
      proposedBy: "Sam Rivera",
    },
  },
  "webhook.ping": {
    description: "Sent by `POST /webhooks/{webhookId}/ping` to check an endpoint; every endpoint receives it, whatever its events.",
    schema: z.object({ webhookId: z.string(), message: z.string() }),
    example: { webhookId: "0193f0c2-d074-7c9a-9b1d-7c8d9e0f1a2b", message: "Ping from the App Publishing Service." },
  },
} as const satisfies Record<string, { description: string; schema: z.ZodType; example: unknown }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export type WebhookEventData<Type extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENTS)[Type]["schema"]>;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
/** What an endpoint may subscribe to: every event but the ping, which every endpoint gets. */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((type) => type !== "webhook.ping") as Exclude<
  WebhookEventType,
  "webhook.ping"
>[];
