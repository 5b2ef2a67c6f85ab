import { createHash } from "node:crypto";

import { Prisma } from "@/lib/db/generated/client";
import { nestingExceeds } from "@/lib/http/read-body";

import { eventCreated, eventEnvelope, eventIdentity } from "./stripe-objects";

/**
 * Deepest nesting of arrays and objects a stored event may have. Stripe's events nest about ten
 * levels; a deeper body would exhaust the stack where it is serialized for the database.
 */
const MAX_EVENT_DEPTH = 64;

/** The `StripeEvent` row for a signed delivery; `ignored` (the outcome) when it cannot be processed. */
interface StripeEventRow {
  id: string;
  type: string;
  payload: Prisma.InputJsonValue | typeof Prisma.JsonNull;
  createdAt: Date;
  ignored: string | null;
}

/**
 * What to store for a body whose signature checked out. A signed body is Stripe's word, and
 * Stripe retries any answer but a 2xx for days, so every one is stored and answered 200: one
 * that cannot be processed is stored already processed, with the reason as its outcome, and no
 * processing is requested. Without a usable id the row's id is the body's SHA-256
 * (`unusable_…`), so a replay is still a duplicate. Nothing here throws on any JSON value.
 */
export function stripeEventRow(rawBody: string, body: unknown, receivedAt: Date): StripeEventRow {
  const identity = eventIdentity.safeParse(body);
  const envelope = eventEnvelope.safeParse(body);
  const id = identity.success ? identity.data.id : `unusable_${createHash("sha256").update(rawBody).digest("hex")}`;
  const type = envelope.success ? envelope.data.type : "unusable";
  const ignored = (reason: string, payload: StripeEventRow["payload"]) => ({ id, type, payload, createdAt: receivedAt, ignored: reason });
  // Checked on the text: the walk below and Prisma's serialization recurse.
  if (nestingExceeds(rawBody, MAX_EVENT_DEPTH)) return ignored("ignored: nested too deeply", Prisma.JsonNull);
  const payload = storableJson(body);
  if (!envelope.success) return ignored("ignored: not an event", payload ?? Prisma.JsonNull);
  const created = eventCreated.safeParse(envelope.data.created);
  if (!created.success) return ignored("ignored: created out of range", payload ?? Prisma.JsonNull);
  return { id, type, payload: payload ?? Prisma.JsonNull, createdAt: new Date(created.data * 1000), ignored: null };
}

/**
 * The body as PostgreSQL's jsonb can hold it: text with NUL (U+0000) or a lone surrogate, in
 * values or keys, is refused there, so those characters become U+FFFD. Ids and types never
 * contain them (`eventEnvelope`), so processing reads the same event.
 */
function storableJson(value: unknown): Prisma.InputJsonValue | null {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson) as Prisma.InputJsonArray;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as Prisma.InputJsonObject;
  }
  return value as number | boolean | null;
}

/** NUL, and a high surrogate not followed by a low one or a low one not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const storableText = (text: string) => text.replace(UNSTORABLE, "\uFFFD");
