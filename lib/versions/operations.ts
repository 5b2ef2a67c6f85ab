import { z } from "zod";

import { appParams } from "@/lib/apps/schemas";
import { STORE_WRITE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation, locationHeader } from "@/lib/http/operation";
import { proposal } from "@/lib/revisions/schemas";

import {
  createVersionInput,
  localizationParams,
  updateVersionLocalizationInput,
  version,
  versionDetail,
  versionLocalization,
  versionParams,
} from "./schemas";

const versions: ["Versions"] = ["Versions"];

export const listVersions = defineOperation({
  operationId: "listVersions",
  method: "get",
  path: "/apps/{appId}/versions",
  summary: "The app's kept App Store versions, newest first",
  description:
    "Versions as of the last sync, newest first by App Store Connect's creation date. Syncs keep `versionsToKeep` of them (at most 50) plus the live and editable ones, so the list is not paginated.",
  tags: versions,
  access: "user",
  bound: "the versions syncs keep (`versionsToKeep`, at most 50) and the one being edited",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "All kept versions", schema: z.object({ items: z.array(version) }) } },
});

export const createVersion = defineOperation({
  operationId: "createVersion",
  method: "post",
  path: "/apps/{appId}/versions",
  summary: "Make the app's next version at App Store Connect",
  description:
    "Needs `versions.manage`. App Store Connect makes the version, being prepared, with the previous version's texts copied into it (\"What's New\" left empty); the answer is the version as stored here, with its localizations. " +
    "Refused, changing nothing: `409 version_in_progress` while another version of the app on the platform has not reached the App Store (being prepared, in review, rejected), " +
    "`400 validation_failed` for a number that is not one to three period-separated integers or not higher than every earlier version's, and `409 store_conflict` when the store refuses it for a reason the last sync did not show.",
  tags: versions,
  access: "user",
  idempotent: true,
  params: appParams,
  body: createVersionInput,
  errors: ["not_found", "version_in_progress", ...STORE_WRITE_ERRORS],
  responses: { 201: { description: "The new version", schema: versionDetail } },
});

export const getVersion = defineOperation({
  operationId: "getVersion",
  method: "get",
  path: "/apps/{appId}/versions/{versionId}",
  summary: "A version with its localizations",
  tags: versions,
  access: "user",
  params: versionParams,
  errors: ["not_found"],
  responses: { 200: { description: "The version", schema: versionDetail } },
});

export const updateVersionLocalization = defineOperation({
  operationId: "updateVersionLocalization",
  method: "patch",
  path: "/apps/{appId}/versions/{versionId}/localizations/{locale}",
  summary: "Change a version's metadata in one locale",
  description:
    "Checks App Store Connect's limits in its units (keywords in bytes of UTF-8, each keyword longer than two characters; the rest in characters; `400`), then the precheck the agent's changes get: " +
    "another platform's name, placeholder text or a URL that does not answer over https from a public address is refused with `422 precheck_failed`, each finding in `errors`, unless `acknowledgeWarnings` is true. " +
    "Then writes the fields given to App Store Connect with the app's key (adding the locale to the version when it has none yet), then stores them. " +
    "The version's state decides what may change (`editableFields`): a live version takes only `promotionalText`, and App Store Connect's refusal is `409 store_conflict`. " +
    "Nothing is stored when the store refuses. `404 not_found` for a locale App Store Connect does not support.",
  tags: versions,
  access: "user",
  ifMatch: true,
  params: localizationParams,
  body: updateVersionLocalizationInput,
  errors: ["not_found", "precheck_failed", ...STORE_WRITE_ERRORS],
  responses: {
    200: { description: "The localization as stored", schema: versionLocalization },
    202: {
      description: "Proposed: the caller's role proposes this change but does not publish it; it waits in the app's approval queue",
      schema: proposal,
      headers: locationHeader("The app's approval queue, where the proposal waits (`GET /apps/{appId}/proposals`)."),
    },
  },
});
