import { z } from "zod";

import { appParams } from "@/lib/apps/schemas";
import { defineOperation } from "@/lib/http/operation";

import { appSummary, TREND_WINDOW_DAYS } from "./schemas";

const tags: ["Portfolio"] = ["Portfolio"];

const description =
  `As of each app's last sync: its live version and the next one, its rating (all synced reviews, and the last ${TREND_WINDOW_DAYS} days against the ${TREND_WINDOW_DAYS} before), ` +
  "unanswered reviews, its agent's pending change, and its sync state.";

export const getPortfolio = defineOperation({
  operationId: "getPortfolio",
  method: "get",
  path: "/portfolio",
  summary: "A summary of each of the user's apps, by name",
  description,
  tags,
  access: "user",
  bound: "the apps of your teams: at most 50 teams, each within its plan's app limit",
  responses: { 200: { description: "Every app the user can see, across their teams", schema: z.object({ items: z.array(appSummary) }) } },
});

export const getAppSummary = defineOperation({
  operationId: "getAppSummary",
  method: "get",
  path: "/apps/{appId}/summary",
  summary: "A summary of one app",
  description,
  tags,
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "The app's summary", schema: appSummary } },
});
