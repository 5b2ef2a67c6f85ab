import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";
import { idParams } from "@/lib/http/schemas";

import { MAX_PUSH_SUBSCRIPTIONS, pushSubscription, pushSubscriptionInput, unsubscribeQuery, vapidKey } from "./schemas";

const tags: ["Push notifications"] = ["Push notifications"];

export const getVapidKey = defineOperation({
  operationId: "getVapidPublicKey",
  method: "get",
  path: "/push/vapid-key",
  summary: "The VAPID public key needed to subscribe",
  tags,
  access: "user",
  responses: { 200: { description: "The application server key", schema: vapidKey } },
});

export const subscribePush = defineOperation({
  operationId: "subscribePush",
  method: "post",
  path: "/push/subscribe",
  summary: "Register a push subscription",
  description:
    "Idempotent per endpoint: `201` when the subscription is new, `200` with the stored one (keys refreshed) when the endpoint is already registered for this user. " +
    `An account keeps its ${MAX_PUSH_SUBSCRIPTIONS} newest: one more drops the oldest.`,
  tags,
  access: "user",
  body: pushSubscriptionInput,
  responses: {
    200: { description: "Already registered; keys updated", schema: pushSubscription },
    201: { description: "Registered", schema: pushSubscription },
  },
});

export const unsubscribePush = defineOperation({
  operationId: "unsubscribePush",
  method: "delete",
  path: "/push/subscribe",
  summary: "Remove the subscription with this endpoint",
  tags,
  access: "user",
  query: unsubscribeQuery,
  errors: ["not_found"],
  responses: { 204: { description: "Removed" } },
});

export const deletePushSubscription = defineOperation({
  operationId: "deletePushSubscription",
  method: "delete",
  path: "/push/subscriptions/{id}",
  summary: "Remove a subscription by id",
  tags,
  access: "user",
  params: idParams,
  errors: ["not_found"],
  responses: { 204: { description: "Removed" } },
});

export const listPushSubscriptions = defineOperation({
  operationId: "listPushSubscriptions",
  method: "get",
  path: "/push/subscriptions",
  summary: "The signed-in user's push subscriptions",
  tags,
  access: "user",
  bound: "at most 20, the account's newest browsers",
  responses: { 200: { description: "All of them, newest first", schema: z.object({ items: z.array(pushSubscription) }) } },
});
