import { appParams } from "@/lib/apps/schemas";
import { defineOperation } from "@/lib/http/operation";

import { dailySales, salesQuery, salesReport } from "./schemas";
import { MAX_FETCHED_DAYS } from "./sales-limits";

export const getSales = defineOperation({
  operationId: "getSales",
  method: "get",
  path: "/apps/{appId}/analytics/sales",
  summary: "Units and proceeds by day and territory, with totals per currency",
  description: [
    "From App Store Connect's daily Sales Summary reports. Days not stored yet are read from the store now, newest first,",
    `at most ${MAX_FETCHED_DAYS} per call, and kept, so later calls are answered locally. Days still without data are listed`,
    "in `missingDays` (with `incomplete: true`): call again for days beyond the limit; Apple publishes a day's report the next morning.",
    "Apple gives individual API keys no access to sales reports: such an app answers `409 sales_need_team_key`.",
  ].join(" "),
  tags: ["Analytics"],
  access: "user",
  params: appParams,
  query: salesQuery,
  errors: [
    "forbidden",
    "not_found",
    "sales_need_team_key",
    "store_credentials_invalid",
    "store_forbidden",
    "store_conflict",
    "store_unavailable",
    "store_rate_limited",
    "store_request_invalid",
  ],
  responses: { 200: { description: "Sales over the range", schema: salesReport } },
});

export const getDailySales = defineOperation({
  operationId: "getDailySales",
  method: "get",
  path: "/apps/{appId}/analytics/sales/daily",
  summary: "Units and proceeds per day, summed over territories, with totals per currency",
  description:
    "The same figures as `GET /apps/{appId}/analytics/sales` (read the same way, missing days fetched from the store first), one entry per day of the range for charts. " +
    "Proceeds stay per currency: Apple's reports give no exchange rates.",
  tags: ["Analytics"],
  access: "user",
  params: appParams,
  query: salesQuery,
  errors: getSales.errors,
  responses: { 200: { description: "Sales per day", schema: dailySales } },
});
