import { appParams } from "@/lib/apps/schemas";
import { STORE_WRITE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation, locationHeader } from "@/lib/http/operation";
import { proposal } from "@/lib/revisions/schemas";

import { appInfo, appInfoLocalization, appInfoLocalizationParams, updateAppInfoLocalizationInput } from "./schemas";

const tags: ["App information"] = ["App information"];

export const getAppInfo = defineOperation({
  operationId: "getAppInfo",
  method: "get",
  path: "/apps/{appId}/app-info",
  summary: "The app's name, subtitle and privacy policy URL per locale",
  description:
    "As of the last sync: the app info being prepared with the next version (or rejected), else the live one, with its state and the fields that state lets change. Before the first sync there are no localizations.",
  tags,
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "The app info", schema: appInfo } },
});

export const updateAppInfoLocalization = defineOperation({
  operationId: "updateAppInfoLocalization",
  method: "patch",
  path: "/apps/{appId}/app-info/localizations/{locale}",
  summary: "Change the app's name, subtitle or privacy policy URL in one locale",
  description:
    "Checks App Store Connect's limits (name 2 to 30 characters, subtitle at most 30, counted as Unicode code points; `400`), then the precheck the agent's changes get " +
    "(another platform's name, placeholder text, a privacy policy URL that does not answer over https: `422 precheck_failed` with each finding in `errors`, unless `acknowledgeWarnings` is true), writes the fields given to App Store Connect with the app's key " +
    "(adding the locale to the app info when it has none yet, which needs a `name`), then stores them. The app info's state decides what may change (`editableFields` of `GET /apps/{appId}/app-info`): " +
    "the name and the subtitle only while an app info is prepared with a new version, the privacy policy URL at any time; App Store Connect's refusal is `409 store_conflict`. " +
    "Nothing is stored when the store refuses. `404 not_found` for a locale App Store Connect does not support, or before the app's first sync.",
  tags,
  access: "user",
  ifMatch: true,
  params: appInfoLocalizationParams,
  body: updateAppInfoLocalizationInput,
  errors: ["not_found", "precheck_failed", ...STORE_WRITE_ERRORS],
  responses: {
    200: { description: "The localization as stored", schema: appInfoLocalization },
    202: {
      description: "Proposed: the caller's role proposes this change but does not publish it; it waits in the app's approval queue",
      schema: proposal,
      headers: locationHeader("The app's approval queue, where the proposal waits (`GET /apps/{appId}/proposals`)."),
    },
  },
});
