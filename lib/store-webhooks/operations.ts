import { STORE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation } from "@/lib/http/operation";

import { instantUpdates, storeWebhookParams, storeWebhookReceived } from "./schemas";

const tags: ["Releases"] = ["Releases"];

export const receiveStoreWebhook = defineOperation({
  operationId: "receiveStoreWebhook",
  method: "post",
  path: "/store/webhooks/{appId}",
  summary: "App Store Connect's webhook deliveries for an app",
  description:
    "For App Store Connect only: the webhook the service made for the app (`GET /apps/{appId}/instant-updates`). The `x-apple-signature` header (`hmacsha256=<hex>`) is checked over the raw body with the app's secret, in constant time (`401` otherwise, nothing stored). " +
    "Each delivery is stored by its event id before the `200` (a replay answers `200` with `duplicate: true` and changes nothing) and processed in the background: the version or build it names is read again from App Store Connect. " +
    "`404` for an app without instant updates.",
  tags,
  access: "public",
  internal: true,
  // App Store Connect's retries come in bursts; the signature, not a budget, keeps others out.
  rateLimit: false,
  rawBody: true,
  params: storeWebhookParams,
  errors: ["not_found", "unauthenticated", "validation_failed"],
  responses: { 200: { description: "Stored (or already stored)", schema: storeWebhookReceived } },
});

export const getInstantUpdates = defineOperation({
  operationId: "getInstantUpdates",
  method: "get",
  path: "/apps/{appId}/instant-updates",
  summary: "Whether App Store Connect tells the service about the app at once",
  description:
    "On: the app's App Store Connect webhook delivers version and build changes (with the last delivery). Off: the reason, in words, and how often the app is synced instead.",
  tags,
  access: "user",
  params: storeWebhookParams,
  errors: ["not_found"],
  responses: { 200: { description: "Instant updates", schema: instantUpdates } },
});

export const connectInstantUpdates = defineOperation({
  operationId: "connectInstantUpdates",
  method: "post",
  path: "/apps/{appId}/instant-updates",
  summary: "Turn instant updates on (again)",
  description:
    "Needs `apps.manage`. Makes the app's App Store Connect webhook when it has none (after fixing what kept it off: the service's public address, the key's role); the answer says whether it is on, or why not.",
  tags,
  access: "user",
  idempotent: true,
  params: storeWebhookParams,
  errors: ["not_found", ...STORE_ERRORS],
  responses: { 200: { description: "Instant updates", schema: instantUpdates } },
});
