// Webhooks: the URLs App Store Connect tells of an app's events (webhook-deliveries.ts sends
// them). Apple's rules: "A webhook can only apply to one app, and you can create up to ten
// webhooks per app", and the URL is https. Reads are generic (generic-reads.ts); the secret is
// write-only, so no answer has it.

import { AscHttpError, ascErrors, type AscErrorSpec } from "../asc-errors";
import { findOrThrow, findRelatedOrThrow, ok, type Handler, type HandlerContext } from "../handler-context";
import { singleDocument } from "../json-api";
import type { SimWebhook, SimWebhookEventType } from "../state";

export const WEBHOOKS_PER_APP = 10;

interface WebhookAttributes {
  enabled?: boolean | null;
  eventTypes?: SimWebhookEventType[] | null;
  name?: string | null;
  secret?: string | null;
  url?: string | null;
}

/**
 * Why App Store Connect would not send to this URL; null when it would. Loopback over plain
 * http only when the simulator allows it (tests, and the service's own receiver when embedded).
 */
function urlProblem(text: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "The webhook URL is not a valid URL.";
  }
  if (url.protocol === "https:" && url.hostname !== "") return null;
  const loopback = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  return loopback && allowInsecure ? null : "The webhook URL must use https.";
}

/** One entry per attribute given a value App Store Connect would not keep. */
function attributeProblems(ctx: HandlerContext, attributes: WebhookAttributes): AscErrorSpec[] {
  const problem = (name: string, detail: string) => ascErrors.attributeInvalid(`/data/attributes/${name}`, detail);
  const errors: AscErrorSpec[] = [];
  if (typeof attributes.name === "string" && attributes.name.trim() === "") errors.push(problem("name", "A webhook needs a name."));
  if (attributes.secret === "") errors.push(problem("secret", "A webhook needs a secret: it signs every notification."));
  if (typeof attributes.url === "string") {
    const why = urlProblem(attributes.url, ctx.allowInsecureWebhookUrls);
    if (why) errors.push(problem("url", why));
  }
  if (attributes.eventTypes?.length === 0) errors.push(problem("eventTypes", "A webhook needs at least one event type."));
  return errors;
}

export const createWebhook: Handler = (ctx) => {
  const { data } = ctx.body as {
    data: {
      // Every attribute is required on create (Apple's description; validated before this runs).
      attributes: Omit<SimWebhook, "id" | "appId">;
      relationships: { app: { data: { id: string } } };
    };
  };
  const pointer = "/data/relationships/app";
  const app = findRelatedOrThrow(ctx.state.apps, data.relationships.app.data.id, pointer, "apps");
  const errors = attributeProblems(ctx, data.attributes);
  const existing = ctx.state.webhooks.filter((webhook) => webhook.appId === app.id).length;
  if (existing >= WEBHOOKS_PER_APP) {
    errors.push(
      ascErrors.relationshipInvalid(
        pointer,
        `An app can have up to ${WEBHOOKS_PER_APP} webhooks, and app '${app.id}' has ${existing}: delete one to add another.`,
      ),
    );
  }
  if (errors.length > 0) throw new AscHttpError(errors);
  const { name, url, secret, enabled, eventTypes } = data.attributes;
  const row: SimWebhook = { id: ctx.newId(), appId: app.id, name, url, secret, enabled, eventTypes: [...new Set(eventTypes)] };
  ctx.state.webhooks.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "webhooks", row), 201);
};

/** Any attribute, the secret included; null leaves one as it is (every attribute of a webhook has a value). */
export const updateWebhook: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.webhooks, ctx.id, "webhooks");
  const { data } = ctx.body as { data: { id: string; attributes?: WebhookAttributes } };
  if (data.id !== row.id) {
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
  }
  const attributes = data.attributes ?? {};
  const errors = attributeProblems(ctx, attributes);
  if (errors.length > 0) throw new AscHttpError(errors);
  if (attributes.name != null) row.name = attributes.name;
  if (attributes.url != null) row.url = attributes.url;
  if (attributes.secret != null) row.secret = attributes.secret;
  if (attributes.enabled != null) row.enabled = attributes.enabled;
  if (attributes.eventTypes != null) row.eventTypes = [...new Set(attributes.eventTypes)];
  ctx.changed();
  return ok(singleDocument(ctx, "webhooks", row));
};

export const deleteWebhook: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.webhooks, ctx.id, "webhooks");
  ctx.state.webhooks = ctx.state.webhooks.filter((webhook) => webhook.id !== row.id);
  ctx.changed();
  return { status: 204 };
};
