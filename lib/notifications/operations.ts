import { defineOperation } from "@/lib/http/operation";

import { notificationPreferences, updatePreferenceInput } from "./schemas";

const tags: ["Notifications"] = ["Notifications"];

export const getNotificationPreferences = defineOperation({
  operationId: "getNotificationPreferences",
  method: "get",
  path: "/notifications/preferences",
  summary: "Which notifications the signed-in user gets, per kind and channel",
  description:
    "Every kind (`welcome`, `ticket_reply`, `agent_approval`, `sync_failed`, `payment_failed`) with its description, the channels it uses and the user's email and push switches. Everything is on until switched off.",
  tags,
  access: "user",
  bound: "one per kind of notification, a fixed set",
  responses: { 200: { description: "Every kind", schema: notificationPreferences } },
});

export const updateNotificationPreferences = defineOperation({
  operationId: "updateNotificationPreferences",
  method: "patch",
  path: "/notifications/preferences",
  summary: "Switch email and/or push on or off for one kind",
  description:
    "Sets the switches given for `kind`; a switch left out keeps its value. Applies to notifications queued from then on. Answers every kind, as `GET` does.",
  tags,
  access: "user",
  body: updatePreferenceInput,
  responses: { 200: { description: "Every kind, after the change", schema: notificationPreferences } },
});
