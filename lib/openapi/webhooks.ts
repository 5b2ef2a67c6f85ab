import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS } from "@/lib/webhooks/events";

/** The three headers of Standard Webhooks' signature, on every event. */
const SIGNATURE_HEADERS = z.object({
  "webhook-id": z.string().describe("The message's id (`msg_…`): the same on every attempt and on a redelivery; deduplicate by it."),
  "webhook-timestamp": z.string().describe("When this attempt was signed, in seconds since the Unix epoch: refuse one far from now."),
  "webhook-signature": z
    .string()
    .describe(
      "`v1,<base64 HMAC-SHA256>` over `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the endpoint's secret (`whsec_…`, base64 after the prefix); check it with a Standard Webhooks library.",
    ),
});

/**
 * The outbound webhooks (OpenAPI 3.1 `webhooks`): one entry per event type, with its body
 * (`{type, timestamp, data}`, Standard Webhooks' shape) and the signature headers.
 */
export function registerWebhookEvents(registry: OpenAPIRegistry): void {
  for (const type of WEBHOOK_EVENT_TYPES) {
    const event = WEBHOOK_EVENTS[type];
    const body = z
      .object({
        type: z.literal(type),
        timestamp: z.string().describe("When the event happened (ISO 8601); the same on a redelivery."),
        data: event.schema,
      })
      .meta({ example: { type, timestamp: "2026-11-28T03:00:12.000Z", data: event.example } });
    registry.registerWebhook({
      method: "post",
      path: type,
      operationId: `webhook_${type.replaceAll(".", "_")}`,
      summary: type,
      description:
        `${event.description} POSTed to each enabled endpoint of the team subscribed to \`${type}\`, signed by the Standard Webhooks specification. ` +
        "A 2xx answer within 10 seconds delivers it; anything else is retried with back-off for about a day (docs/webhooks.md). " +
        "A Slack incoming-webhook URL gets `{text}` in plain words instead.",
      tags: ["Webhooks"],
      // The receiver checks the signature headers; the service sends no credentials of its own.
      security: [],
      request: { headers: SIGNATURE_HEADERS, body: { required: true, content: { "application/json": { schema: body } } } },
      responses: { 200: { description: "Received (any 2xx)." } },
    });
  }
}
